// cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_wrapper: the wormcast central-buffer switch cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3 with its per-port signals packed
// into packed arrays indexed by port, [K-1:0][width] (written by `wormcast gen`). Link p is in_tag[p], in_data[p],
// credit_in[p] (into the switch) and out_tag[p], out_data[p], credit_out[p] (out of it); the
// protocol and every port's contract are in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3.params ([contract]) and
// drivers/README.md of the wormcast repository.
//
// The parameters are the switch's (its .params file): a testbench written against them
// serves every configuration. Their defaults are this IP's; the Verilog has them built in,
// so another value ends the simulation at time 0 with a message naming it. Status outputs
// wider than a bit are zero-extended to 32 bits (their widths in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3: cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_inst.vh).
// This file defines WORMCAST_WRAPPER as `cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_wrapper` unless it is defined already: the shipped
// example testbench (cb_random_multicast_tb.sv) instantiates `WORMCAST_WRAPPER.
`ifndef WORMCAST_WRAPPER
`define WORMCAST_WRAPPER cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_wrapper
`endif
module cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_wrapper #(
    parameter int K = 8,
    parameter int DOWN = 4,
    parameter int W = 16,
    parameter int N = 16,
    parameter int F = 64,
    parameter int MAX_LEN = 64,
    parameter int C = 256
) (
    input  logic                 clock,
    input  logic [K-1:0][1:0]    in_tag,
    input  logic [K-1:0][W-1:0]  in_data,
    input  logic [K-1:0]         credit_in,
    input  logic                 rst,
    output logic [K-1:0][1:0]    out_tag,
    output logic [K-1:0][W-1:0]  out_data,
    output logic [K-1:0]         credit_out,
    output logic [31:0]          free_count, // 9 bits in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3
    output logic [31:0]          reserved, // 9 bits in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3
    output logic [K-1:0][31:0]   queue, // 8 bits in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3
    output logic [31:0]          malformed_count, // 16 bits in cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3
    output logic                 overflow
);
  initial
    if (K != 8 || DOWN != 4 || W != 16 || N != 16 || F != 64 || MAX_LEN != 64 || C != 256)
      $fatal(1, "cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3_wrapper: parameters K = %0d, DOWN = %0d, W = %0d, N = %0d, F = %0d, MAX_LEN = %0d, C = %0d differ from the switch's K = 8, DOWN = 4, W = 16, N = 16, F = 64, MAX_LEN = 64, C = 256 (regenerate with wormcast gen)",
             K, DOWN, W, N, F, MAX_LEN, C);
  wire [8:0] free_count_w;
  assign free_count = 32'(free_count_w);
  wire [8:0] reserved_w;
  assign reserved = 32'(reserved_w);
  wire [K-1:0][7:0] queue_w;
  for (genvar p = 0; p < K; p++) begin : queue_widen
    assign queue[p] = 32'(queue_w[p]);
  end
  wire [15:0] malformed_count_w;
  assign malformed_count = 32'(malformed_count_w);
  cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3 switch_i (
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
      .free_count(free_count_w),
      .reserved(reserved_w),
      .queue_0(queue_w[0]),
      .queue_1(queue_w[1]),
      .queue_2(queue_w[2]),
      .queue_3(queue_w[3]),
      .queue_4(queue_w[4]),
      .queue_5(queue_w[5]),
      .queue_6(queue_w[6]),
      .queue_7(queue_w[7]),
      .malformed_count(malformed_count_w),
      .overflow(overflow)
  );
endmodule
