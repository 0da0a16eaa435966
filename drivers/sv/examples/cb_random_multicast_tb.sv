// cb_random_multicast_tb: a central-buffer switch IP of `wormcast gen` (any k, W, N, C, F)
// under random unicast, multicast, broadcast and up-going traffic on all K inputs, with fast,
// slow and bursty receivers; then a drain and the checks: every packet arrived exactly once
// at every port it was routed to and nowhere else, intact (head, bit-string, payload,
// framing), every credit came back, and the switch is empty (free_count = C, nothing
// reserved or queued, no malformed packet, no overflow). Prints a summary; any error ends in
// $fatal (exit code 1).
//
// The switch is instantiated through the wrapper `wormcast gen` writes beside it,
// <top>_wrapper.sv, which packs the per-port signals into arrays indexed by port and defines
// the macro WORMCAST_WRAPPER (its module name): compile the wrapper before this file. The
// parameters are the switch's, from its .params file (k, down, w, nodes, fifo, max_len,
// chunks); pass them with -P / -G (run.sh and the IP's FuseSoC `sim` target do); the wrapper
// stops the simulation at time 0 when one differs from the switch's. Down port p reaches
// nodes p*N/DOWN .. (p+1)*N/DOWN - 1.
//
// Plusargs: +seed=N (default 1), +cycles=N traffic cycles (default 800), +load=PCT chance
// per cycle that an input offers a packet (default 3; the slow receivers saturate the
// switch from about 2), +inject_drop / +inject_corrupt (fault injection, to see the checks
// fail: source 1 never sends its packet seq 3 / flips a bit in the last flit of its seq 4).
//
// Run from the repository root: drivers/sv/examples/run.sh icarus|verilator [--ip DIR]
// [--top NAME] [plusargs...] (the simulator commands are in that script), or in the IP's
// directory: fusesoc --cores-root . run --target sim wormcast:ip:<top>.
`ifndef WORMCAST_WRAPPER
`define WORMCAST_WRAPPER WORMCAST_WRAPPER_undefined__compile_the_IPs_wrapper_sv_first
`endif
module cb_random_multicast_tb #(
    parameter int K = 8, DOWN = 4, W = 16, N = 16, F = 64, MAX_LEN = 64, C = 256
);
  import wormcast_link_pkg::*;
  localparam int B = (N + W - 1) / W;
  localparam int MAXSEQ = 1024;  // packets per input (it stops offering after that)

  logic clock = 0;
  always #5 clock = ~clock;
  int cycle = 0;
  always @(posedge clock) cycle <= cycle + 1;

  // Run control (plusargs, read at time 0).
  int seed = 1, traffic_cycles = 800, load = 3;
  logic inject_drop = 0, inject_corrupt = 0;
  initial begin
    if ($value$plusargs("seed=%d", seed)) ;
    if ($value$plusargs("cycles=%d", traffic_cycles)) ;
    if ($value$plusargs("load=%d", load)) ;
    inject_drop = $test$plusargs("inject_drop");
    inject_corrupt = $test$plusargs("inject_corrupt");
    $display("cb_random_multicast_tb: K = %0d, DOWN = %0d, W = %0d, N = %0d, F = %0d, MAX_LEN = %0d, C = %0d",
             K, DOWN, W, N, F, MAX_LEN, C);
    $display("cb_random_multicast_tb: seed %0d, %0d traffic cycles, load %0d%%", seed,
             traffic_cycles, load);
  end
  // The switch's synchronous reset, high for the first RESET_CYCLES edges (the drivers start
  // at their own reset state: credits full, no packet); the traffic starts after it.
  localparam int RESET_CYCLES = 4;
  wire rst = cycle < RESET_CYCLES;
  wire sending = !rst && cycle < traffic_cycles;

  // Links, packed by port (the wrapper's ports: element p is port p); the status outputs are
  // 32 bits wide there.
  wire [K-1:0][1:0] in_tag, out_tag;
  wire [K-1:0][W-1:0] in_data, out_data;
  wire [K-1:0] credit_in, credit_out;
  wire [31:0] free_count, reserved;
  wire [K-1:0][31:0] queue;
  wire [31:0] malformed_count;
  wire overflow;

  `WORMCAST_WRAPPER #(
      .K(K), .DOWN(DOWN), .W(W), .N(N), .F(F), .MAX_LEN(MAX_LEN), .C(C)
  ) dut (
      .clock(clock), .rst(rst), .in_tag(in_tag), .in_data(in_data), .credit_in(credit_in),
      .out_tag(out_tag), .out_data(out_data), .credit_out(credit_out),
      .free_count(free_count), .reserved(reserved), .queue(queue),
      .malformed_count(malformed_count), .overflow(overflow));

  // Per-port driver signals, packed for the scoreboard (source id = input port).
  logic [K-1:0] pkt_ready, snd_idle, snd_error, exp_valid;
  logic [K*16-1:0] exp_seq;
  logic [K*N-1:0] exp_dests;
  logic [K*4-1:0] exp_lca;
  logic [K*W-1:0] exp_head;
  logic [15:0] credits[K];
  logic [K-1:0] dlv_valid, dlv_bad, in_packet;
  logic [K*W-1:0] dlv_head;
  logic [K*N-1:0] dlv_dests;
  logic [K*8-1:0] dlv_src;
  logic [K*16-1:0] dlv_seq;
  logic [31:0] rx_errors[K], rx_packets[K], rx_flits[K];
  logic [15:0] held[K];
  logic [7:0] stall_pct[K];

  // Receiver speeds (stall percent; port p takes STALL8[p % 8], at bits 8(p % 8)+7..8(p % 8)):
  // ports 0, 2, 5 take a flit every cycle, ports 1, 3, 4, 6 stall 25..50% of the cycles; the
  // last port, K - 1, runs in bursts (128 cycles at line rate, 128 cycles stalled 90%).
  localparam logic [63:0] STALL8 = {8'd0, 8'd50, 8'd0, 8'd25, 8'd50, 8'd0, 8'd30, 8'd0};
  function automatic logic [7:0] stall_of(int p);
    stall_of = STALL8[(p % 8)*8+:8];
  endfunction

  for (genvar g = 0; g < K; g++) begin : port
    localparam int P = g;

    // Traffic source: offers a descriptor (v) and keeps it until the sender takes it. The
    // state is updated with non-blocking assignments like any register.
    logic [31:0] rng = 0;
    logic [15:0] seq = 0;
    logic v = 0, mc = 0, cor = 0, drop = 0;
    logic [N-1:0] dests = 0;
    logic [3:0] lca = 0;
    logic [15:0] pay = 2;

    always @(posedge clock) begin : gen
      int r, f;
      logic [31:0] x;
      logic [N-1:0] d;
      logic [15:0] sq;
      x = cycle == 0 ? rng_next(32'(seed) * 32'h9E3779B1 + 32'(P + 1) * 32'h85EBCA6B) : rng;
      sq = seq;
      if (!v || pkt_ready[P]) begin
        if (v) sq = sq + 1;  // the sender takes the offered packet at this edge
        v <= 0;
        x = rng_next(x);
        if (sending && sq < MAXSEQ && rng_below(x, 100) < load) begin
          x = rng_next(x);
          r = rng_below(x, 100);
          d = '0;
          lca <= 0;
          if (P < DOWN && r < 25) begin
            // up: LCA count 1 (only from below; traffic from above always has count 0)
            lca <= 1;
            x = rng_next(x);
            d[rng_below(x, N)] = 1;
          end else if (r < 60) begin
            x = rng_next(x);
            d[rng_below(x, N)] = 1;
          end else if (r < 95) begin
            // multicast: 2..6 distinct nodes
            x = rng_next(x);
            f = 2 + rng_below(x, 5);
            while (popcount64(64'(d)) < f) begin
              x = rng_next(x);
              d[rng_below(x, N)] = 1;
            end
          end else begin
            d = '1;  // broadcast
          end
          x = rng_next(x);
          // payload 2..12 flits, one packet in 16 up to the maximum length; the corrupted
          // packet gets 8 so that a pattern flit is hit
          if (inject_corrupt && P == 1 && sq == 4) pay <= 8;
          else if (rng_below(x, 16) == 0) pay <= 16'(2 + rng_below(x >> 8, MAX_LEN - 2 - B));
          else pay <= 16'(2 + rng_below(x >> 8, 11));
          cor <= inject_corrupt && P == 1 && sq == 4;
          drop <= inject_drop && P == 1 && sq == 3;
          dests <= d;
          mc <= popcount64(64'(d)) > 1;
          v <= 1;
        end
      end
      seq <= sq;
      rng <= x;
    end
    assign exp_valid[P] = v && pkt_ready[P];
    assign exp_seq[P*16+:16] = seq;
    assign exp_dests[P*N+:N] = dests;
    assign exp_lca[P*4+:4] = lca;
    assign exp_head[P*W+:W] = W'(head_word(W, mc, int'(lca), 1 + B + int'(pay)));

    wormcast_link_sender #(.W(W), .N(N), .F(F), .MAX_LEN(MAX_LEN)) snd (
        .clock(clock), .pkt_valid(v), .pkt_ready(pkt_ready[P]), .pkt_dests(dests), .pkt_mc(mc),
        .pkt_lca(lca), .pkt_payload(pay), .pkt_src(8'(P)), .pkt_seq(seq), .pkt_corrupt(cor),
        .pkt_drop(drop), .tag(in_tag[P]), .data(in_data[P]), .credit(credit_out[P]),
        .credits(credits[P]), .idle(snd_idle[P]), .error(snd_error[P]));

    assign stall_pct[P] = P == K - 1 ? (cycle % 256 < 128 ? 8'd0 : 8'd90) : stall_of(P);
    wormcast_link_receiver #(.W(W), .N(N), .F(F), .PORT(P), .SEED(32'hC0FFEE + 32'(P))) rcv (
        .clock(clock), .tag(out_tag[P]), .data(out_data[P]), .credit(credit_in[P]),
        .stall_pct(stall_pct[P]), .dlv_valid(dlv_valid[P]), .dlv_head(dlv_head[P*W+:W]),
        .dlv_dests(dlv_dests[P*N+:N]), .dlv_len(), .dlv_src(dlv_src[P*8+:8]),
        .dlv_seq(dlv_seq[P*16+:16]), .dlv_bad(dlv_bad[P]), .errors(rx_errors[P]),
        .packets(rx_packets[P]), .flits(rx_flits[P]), .held(held[P]), .in_packet(in_packet[P]));
  end

  wire [31:0] outstanding, sb_errors;
  wire checked;
  wormcast_scoreboard #(.K(K), .DOWN(DOWN), .N(N), .W(W), .NSRC(K), .MAXSEQ(MAXSEQ)) sb (
      .clock(clock), .exp_valid(exp_valid), .exp_seq(exp_seq), .exp_dests(exp_dests),
      .exp_lca(exp_lca), .exp_head(exp_head), .dlv_valid(dlv_valid), .dlv_head(dlv_head),
      .dlv_dests(dlv_dests), .dlv_src(dlv_src), .dlv_seq(dlv_seq), .dlv_bad(dlv_bad),
      .check(check), .outstanding(outstanding), .errors(sb_errors), .checked(checked));

  // Nothing queued or in flight anywhere we can see: senders idle with all their credits
  // back (the switch's input FIFOs are empty), receivers idle, the switch's buffer free
  // and its queues empty. (A unicast crossing the bypass is in none of these for a few
  // cycles, hence the QUIET cycles below.)
  function automatic logic drained();
    drained = &snd_idle && in_packet == '0 && free_count == 32'(C) && reserved == 0;
    for (int p = 0; p < K; p++)
      drained = drained && held[p] == 0 && queue[p] == 0 && credits[p] == 16'(F)
                && in_tag[p] == TAG_IDLE && out_tag[p] == TAG_IDLE;
  endfunction

  // Phases, all on the clock: traffic while `sending`; the drain, until drained() has held
  // for QUIET cycles in a row (or DRAIN_MAX cycles passed); the scoreboard's final check
  // (every packet delivered exactly where it was routed); the report.
  // (The drain is a few hundred cycles by default; a full buffer of 2,048 flits for one
  // receiver stalled half of the time takes about 4,000.)
  localparam int DRAIN_MAX = 10000, QUIET = 100;
  int quiet = 0, drained_at = -1;
  logic check = 0, timed_out = 0;
  always @(posedge clock) begin : control
    quiet <= !sending && drained() ? quiet + 1 : 0;
    if (!check && !sending && (quiet == QUIET || cycle == traffic_cycles + DRAIN_MAX)) begin
      drained_at <= cycle - quiet;
      timed_out <= quiet != QUIET;
      check <= 1;
    end
    if (checked) report;
  end

  task automatic report;
    int errors;
    errors = int'(sb_errors);
    if (timed_out) begin
      $display("cb_random_multicast_tb: ERROR: not drained %0d cycles after the traffic: %0d deliveries outstanding, free_count %0d, reserved %0d",
               DRAIN_MAX, outstanding, free_count, reserved);
      for (int p = 0; p < K; p++)
        $display("  port %0d: sender idle %0d with %0d of %0d credits, receiver holds %0d flits, in a packet %0d, queue %0d",
                 p, snd_idle[p], credits[p], F, held[p], in_packet[p], queue[p]);
      errors++;
    end
    for (int p = 0; p < K; p++) begin
      errors += int'(rx_errors[p]) + int'(snd_error[p]);
      if (p == K - 1)
        $display("  port %0d: %0d packets, %0d flits out, receiver stalls in bursts", p,
                 rx_packets[p], rx_flits[p]);
      else
        $display("  port %0d: %0d packets, %0d flits out, receiver stalls %0d%% of cycles", p,
                 rx_packets[p], rx_flits[p], stall_of(p));
    end
    if (malformed_count != 0 || overflow) begin
      $display("cb_random_multicast_tb: ERROR: switch malformed_count %0d, overflow %0d",
               malformed_count, overflow);
      errors++;
    end
    $display("cb_random_multicast_tb: drained at cycle %0d, %0d errors", drained_at, errors);
    if (errors != 0) $fatal(1, "cb_random_multicast_tb: FAILED (%0d errors)", errors);
    $display("cb_random_multicast_tb: PASS");
    $finish;
  endtask
endmodule
