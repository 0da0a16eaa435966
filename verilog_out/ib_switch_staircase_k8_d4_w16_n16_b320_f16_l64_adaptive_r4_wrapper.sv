// ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_wrapper: the wormcast input-buffered switch ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4 with its per-port signals packed
// into packed arrays indexed by port, [K-1:0][width] (written by `wormcast gen`). Link p is in_tag[p], in_data[p],
// credit_in[p] (into the switch) and out_tag[p], out_data[p], credit_out[p] (out of it); the
// protocol and every port's contract are in ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4.params ([contract]) and
// drivers/README.md of the wormcast repository.
//
// The parameters are the switch's (its .params file): a testbench written against them
// serves every configuration. Their defaults are this IP's; the Verilog has them built in,
// so another value ends the simulation at time 0 with a message naming it. Status outputs
// wider than a bit are zero-extended to 32 bits (their widths in ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4: ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_inst.vh).
// This file defines WORMCAST_WRAPPER as `ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_wrapper` unless it is defined already: the shipped
// example testbench (cb_random_multicast_tb.sv) instantiates `WORMCAST_WRAPPER.
`ifndef WORMCAST_WRAPPER
`define WORMCAST_WRAPPER ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_wrapper
`endif
module ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_wrapper #(
    parameter int K = 8,
    parameter int DOWN = 4,
    parameter int W = 16,
    parameter int N = 16,
    parameter int F = 16,
    parameter int MAX_LEN = 64
) (
    input  logic                 clock,
    input  logic [K-1:0][1:0]    in_tag,
    input  logic [K-1:0][W-1:0]  in_data,
    input  logic [K-1:0]         credit_in,
    input  logic                 rst,
    output logic [K-1:0][1:0]    out_tag,
    output logic [K-1:0][W-1:0]  out_data,
    output logic [K-1:0]         credit_out,
    output logic [K-1:0][31:0]   used, // 9 bits in ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4
    output logic [31:0]          malformed_count, // 16 bits in ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4
    output logic                 overflow
);
  initial
    if (K != 8 || DOWN != 4 || W != 16 || N != 16 || F != 16 || MAX_LEN != 64)
      $fatal(1, "ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4_wrapper: parameters K = %0d, DOWN = %0d, W = %0d, N = %0d, F = %0d, MAX_LEN = %0d differ from the switch's K = 8, DOWN = 4, W = 16, N = 16, F = 16, MAX_LEN = 64 (regenerate with wormcast gen)",
             K, DOWN, W, N, F, MAX_LEN);
  wire [K-1:0][8:0] used_w;
  for (genvar p = 0; p < K; p++) begin : used_widen
    assign used[p] = 32'(used_w[p]);
  end
  wire [15:0] malformed_count_w;
  assign malformed_count = 32'(malformed_count_w);
  ib_switch_staircase_k8_d4_w16_n16_b320_f16_l64_adaptive_r4 switch_i (
      .clock(clock),
      .in_tag_0(in_tag[0]),
      .in_data_0(in_data[0]),
      .in_tag_1(in_tag[1]),
      .in_data_1(in_data[1]),
      .in_tag_2(in_tag[2]),
      .in_data_2(in_data[2]),
      .in_tag_3(in_tag[3]),
      .in_data_3(in_data[3]),
      .in_tag_4(in_tag[4]),
      .in_data_4(in_data[4]),
      .in_tag_5(in_tag[5]),
      .in_data_5(in_data[5]),
      .in_tag_6(in_tag[6]),
      .in_data_6(in_data[6]),
      .in_tag_7(in_tag[7]),
      .in_data_7(in_data[7]),
      .credit_in_0(credit_in[0]),
      .credit_in_1(credit_in[1]),
      .credit_in_2(credit_in[2]),
      .credit_in_3(credit_in[3]),
      .credit_in_4(credit_in[4]),
      .credit_in_5(credit_in[5]),
      .credit_in_6(credit_in[6]),
      .credit_in_7(credit_in[7]),
      .rst(rst),
      .out_tag_0(out_tag[0]),
      .out_data_0(out_data[0]),
      .out_tag_1(out_tag[1]),
      .out_data_1(out_data[1]),
      .out_tag_2(out_tag[2]),
      .out_data_2(out_data[2]),
      .out_tag_3(out_tag[3]),
      .out_data_3(out_data[3]),
      .out_tag_4(out_tag[4]),
      .out_data_4(out_data[4]),
      .out_tag_5(out_tag[5]),
      .out_data_5(out_data[5]),
      .out_tag_6(out_tag[6]),
      .out_data_6(out_data[6]),
      .out_tag_7(out_tag[7]),
      .out_data_7(out_data[7]),
      .credit_out_0(credit_out[0]),
      .credit_out_1(credit_out[1]),
      .credit_out_2(credit_out[2]),
      .credit_out_3(credit_out[3]),
      .credit_out_4(credit_out[4]),
      .credit_out_5(credit_out[5]),
      .credit_out_6(credit_out[6]),
      .credit_out_7(credit_out[7]),
      .used_0(used_w[0]),
      .used_1(used_w[1]),
      .used_2(used_w[2]),
      .used_3(used_w[3]),
      .used_4(used_w[4]),
      .used_5(used_w[5]),
      .used_6(used_w[6]),
      .used_7(used_w[7]),
      .malformed_count(malformed_count_w),
      .overflow(overflow)
  );
endmodule
