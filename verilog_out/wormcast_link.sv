// wormcast_link.sv: testbench-only drivers for the links of the wormcast fat-tree switches
// (central-buffer `cb_switch_*` and input-buffered `ib_switch_*`). Not synthesizable.
// Works in Icarus Verilog (iverilog -g2012) and Verilator 5 (--binary --timing).
//
// Contents
//   package wormcast_link_pkg      flit tags, head fields, the self-checking payload, an RNG
//   module  wormcast_link_sender   packet builder + link sender (credit counter) for one input
//   module  wormcast_link_receiver link receiver (credit return, framer, checks) for one output
//   module  wormcast_scoreboard    exactly-once delivery check over all ports of one switch
// They are plain modules with ports (no classes, no hierarchical task calls) because that is
// what both simulators accept alike. drivers/sv/examples/cb_random_multicast_tb.sv uses them.
//
// The link (one per switch port p; see model/src/link.rs and model/src/packet.rs)
//   forward   in_tag_p[1:0], in_data_p[W-1:0]: one flit per cycle, tag 0 idle, 1 head,
//             2 body, 3 tail (out_tag_p/out_data_p the same way out of the switch);
//   backward  credit_out_p: a one-cycle pulse per flit that left the switch's input FIFO of
//             F flits (.params `fifo`); credit_in_p: the pulse the user returns per flit taken
//             from output p. The switch's counter for output p starts at F, i.e. it assumes
//             the user's receiver buffers F flits too.
// Packet (len flits in all, len <= .params `max_len`):
//   flit 0      head: [W-1] multicast, [W-2:W-5] LCA count, [W-6:0] len
//   1 .. B      destination bit-string, B = ceil(N/W): flit 1+b bit j = node b*W+j
//   B+1 .. end  payload (>= 1 flit), the last flit tagged tail, all others body
// The switch forwards a head with LCA count > 0 to exactly one up port (ports down..k-1,
// adaptive choice) with the count decremented; a count-0 head goes to every down port p
// whose nodes (p*N/down .. (p+1)*N/down-1 for `wormcast gen`'s switches) meet the bit-string,
// each copy the unchanged packet (the whole bit-string, not the port's share of it).
//
// Timing assumptions (all modules)
//   * One clock, everything on its rising edge; outputs are registers (non-blocking), inputs
//     are sampled at the edge, which is the switch's own convention (these modules start
//     from their initial values, as the switch does; they have no reset of their own: hold
//     them idle while the switch's `rst` is high, as the example does).
//   * A credit sampled at edge e lets the sender put a flit on the link in the next cycle;
//     a flit sampled by the receiver at edge e can be credited from the next cycle on.
//
// The self-checking payload (the builder writes it, the receiver checks it)
//   payload flit 0 = seq, flit 1 = src (the sender's id), flit i >= 2 = payload_word(W, src,
//   seq, i). So a packet has at least 2 payload flits, and seq/src must fit in W bits.

package wormcast_link_pkg;
  localparam logic [1:0] TAG_IDLE = 2'd0;
  localparam logic [1:0] TAG_HEAD = 2'd1;
  localparam logic [1:0] TAG_BODY = 2'd2;
  localparam logic [1:0] TAG_TAIL = 2'd3;
  localparam int LCA_BITS = 4;

  // Head flit data for flit width w.
  function automatic logic [63:0] head_word(input int w, input logic mc, input int lca,
                                            input int len);
    head_word = (64'(mc) << (w - 1)) | ((64'(lca) & 64'd15) << (w - 1 - LCA_BITS))
              | (64'(len) & ((64'd1 << (w - 1 - LCA_BITS)) - 1));
  endfunction
  function automatic int head_len(input int w, input logic [63:0] d);
    head_len = int'(d & ((64'd1 << (w - 1 - LCA_BITS)) - 1));
  endfunction
  function automatic int head_lca(input int w, input logic [63:0] d);
    head_lca = int'((d >> (w - 1 - LCA_BITS)) & 15);
  endfunction
  function automatic logic head_mc(input int w, input logic [63:0] d);
    head_mc = d[w-1];
  endfunction
  // Largest length the head can carry (the switch's max_len may be smaller).
  function automatic int head_max_len(input int w);
    head_max_len = (1 << (w - 1 - LCA_BITS)) - 1;
  endfunction
  function automatic int bitstring_flits(input int n, input int w);
    bitstring_flits = (n + w - 1) / w;
  endfunction

  // xorshift32 (never 0 from a non-zero state). Same in drivers/cocotb/wormcast_link.py.
  function automatic logic [31:0] rng_next(input logic [31:0] s);
    logic [31:0] x;
    x = s;
    x = x ^ (x << 13);
    x = x ^ (x >> 17);
    x = x ^ (x << 5);
    rng_next = x;
  endfunction
  // Uniform-ish integer 0 .. n-1 from a state (n >= 1).
  function automatic int rng_below(input logic [31:0] s, input int n);
    rng_below = int'(s % 32'(n));
  endfunction

  // Payload flit i >= 2 of packet (src, seq), low w bits.
  function automatic logic [63:0] payload_word(input int w, input int src, input int seq,
                                               input int i);
    logic [31:0] x;
    x = (32'(src & 255) << 24) ^ (32'(seq & 65535) << 8) ^ 32'(i) ^ 32'h9E3779B9;
    x = rng_next(rng_next(x));
    payload_word = 64'(x) & ((64'd1 << w) - 1);
  endfunction

  function automatic int popcount64(input logic [63:0] v);
    popcount64 = 0;
    for (int i = 0; i < 64; i++) popcount64 += int'(v[i]);
  endfunction
endpackage


// Packet builder and link sender for one switch input.
//
// Parameters: W flit width, N nodes (bit-string bits), F the switch's input FIFO depth (its
// `fifo`: the initial credit), MAX_LEN the switch's `max_len` (longer packets are reported
// here, the switch would drop them; 0: only the head's limit), QD descriptors queued ahead of
// the link (>= 1).
// Ports:
//   clock
//   pkt_valid/pkt_ready  a packet descriptor is taken at a rising edge where both are 1
//   pkt_dests[N-1:0]     destination set (bit d = node d, must not be empty)
//   pkt_mc               head multicast bit (the example sets it when > 1 destination)
//   pkt_lca[3:0]         LCA count (0: down at this switch; 1: up, once)
//   pkt_payload[15:0]    payload flits, >= 2 (length = 1 + B + pkt_payload)
//   pkt_src[7:0], pkt_seq[15:0]  carried in payload flits 1 and 0 (see the file header)
//   pkt_corrupt          fault injection: flip bit 0 of the packet's last payload flit
//   pkt_drop             fault injection: take the descriptor but never send the packet
//   tag, data            the link into the switch (in_tag_p, in_data_p)
//   credit               the switch's credit_out_p
//   credits              credits held (0..F): flits the sender may still send
//   idle                 nothing queued or in flight on this sender
//   error                sticky: a bad descriptor (no destination, payload length out of
//                        range) or a credit beyond F (the switch returned more than was sent)
module wormcast_link_sender #(
    parameter int W  = 16,
    parameter int N  = 16,
    parameter int F  = 64,
    parameter int MAX_LEN = 0,
    parameter int QD = 4
) (
    input  logic         clock,
    input  logic         pkt_valid,
    output logic         pkt_ready,
    input  logic [N-1:0] pkt_dests,
    input  logic         pkt_mc,
    input  logic [3:0]   pkt_lca,
    input  logic [15:0]  pkt_payload,
    input  logic [7:0]   pkt_src,
    input  logic [15:0]  pkt_seq,
    input  logic         pkt_corrupt,
    input  logic         pkt_drop,
    output logic [1:0]   tag,
    output logic [W-1:0] data,
    input  logic         credit,
    output logic [15:0]  credits,
    output logic         idle,
    output logic         error
);
  import wormcast_link_pkg::*;
  localparam int B = bitstring_flits(N, W);
  localparam int LMAX = MAX_LEN > 0 && MAX_LEN < head_max_len(W) ? MAX_LEN : head_max_len(W);

  // Descriptor queue (ring of QD entries).
  logic [N-1:0] q_dests[QD];
  logic         q_mc[QD];
  logic [3:0]   q_lca[QD];
  logic [15:0]  q_pay[QD];
  logic [7:0]   q_src[QD];
  logic [15:0]  q_seq[QD];
  logic         q_cor[QD];
  logic         q_drop[QD];
  int q_head = 0, q_n = 0;
  int unsigned cyc = 0;  // rising edges so far, for messages

  // The packet being sent.
  logic           active = 0;
  logic [B*W-1:0] c_dests;
  logic           c_mc = 0, c_cor = 0;
  logic [3:0]     c_lca = 0;
  logic [15:0]    c_seq = 0;
  logic [7:0]     c_src = 0;
  int c_len = 0, c_idx = 0;

  initial begin
    tag = TAG_IDLE;
    data = '0;
    credits = 16'(F);
    error = 0;
    idle = 1;
    c_dests = '0;
  end
  assign pkt_ready = q_n < QD;

  always @(posedge clock) begin : step
    int n, h, cr, i;
    logic [63:0] d;
    logic [1:0] t;
    cyc <= cyc + 1;
    n = q_n;
    h = q_head;
    // 1. take a descriptor
    if (pkt_valid && n < QD) begin
      i = (h + n) % QD;
      q_dests[i] = pkt_dests;
      q_mc[i] = pkt_mc;
      q_lca[i] = pkt_lca;
      q_pay[i] = pkt_payload;
      q_src[i] = pkt_src;
      q_seq[i] = pkt_seq;
      q_cor[i] = pkt_corrupt;
      q_drop[i] = pkt_drop;
      n = n + 1;
      if (pkt_dests == '0) begin
        $display("wormcast_link_sender: ERROR at cycle %0d: packet src %0d seq %0d has no destination",
                 cyc, pkt_src, pkt_seq);
        error <= 1;
      end
      if (pkt_payload < 2 || 1 + B + int'(pkt_payload) > LMAX) begin
        $display("wormcast_link_sender: ERROR at cycle %0d: packet src %0d seq %0d: %0d payload flits (2..%0d)",
                 cyc, pkt_src, pkt_seq, pkt_payload, LMAX - 1 - B);
        error <= 1;
      end
    end
    // 2. credits: this edge's credit counts for the next cycle's flit
    cr = int'(credits) + int'(credit);
    if (cr > F) begin
      $display("wormcast_link_sender: ERROR at cycle %0d: credit returned beyond %0d", cyc, F);
      error <= 1;
      cr = F;
    end
    // 3. start the next packet (dropped ones vanish here)
    while (!active && n > 0) begin
      if (!q_drop[h]) begin
        active = 1;
        c_dests = '0;
        c_dests[N-1:0] = q_dests[h];
        c_mc = q_mc[h];
        c_lca = q_lca[h];
        c_seq = q_seq[h];
        c_src = q_src[h];
        c_cor = q_cor[h];
        c_len = 1 + B + int'(q_pay[h]);
        c_idx = 0;
      end
      h = (h + 1) % QD;
      n = n - 1;
    end
    // 4. one flit if there is credit
    t = TAG_IDLE;
    d = '0;
    if (active && cr > 0) begin
      if (c_idx == 0) begin
        t = TAG_HEAD;
        d = head_word(W, c_mc, int'(c_lca), c_len);
      end else if (c_idx <= B) begin
        t = TAG_BODY;
        d = 64'(c_dests[(c_idx-1)*W+:W]);
      end else begin
        t = c_idx == c_len - 1 ? TAG_TAIL : TAG_BODY;
        if (c_idx == B + 1) d = 64'(c_seq);
        else if (c_idx == B + 2) d = 64'(c_src);
        else d = payload_word(W, int'(c_src), int'(c_seq), c_idx - B - 1);
        if (c_cor && c_idx == c_len - 1) d[0] = ~d[0];
      end
      c_idx = c_idx + 1;
      if (c_idx == c_len) active = 0;
      cr = cr - 1;
    end
    tag <= t;
    data <= d[W-1:0];
    credits <= 16'(cr);
    q_n <= n;
    q_head <= h;
    idle <= n == 0 && !active;
  end
endmodule


// Link receiver for one switch output: returns credits, frames packets and checks them.
//
// Parameters: W, N as above; F the receiver's buffer in flits (must equal the switch's
// `fifo`: the switch's counter for this output starts there); PORT (only in messages);
// SEED for the stall pattern; CHECK_PAYLOAD (1: every packet carries the sender's
// self-checking payload, check it; 0: check framing only).
// Ports:
//   clock
//   tag, data            the switch's out_tag_p, out_data_p
//   credit               to the switch's credit_in_p: one pulse per flit taken
//   stall_pct[7:0]       per cycle, the chance (percent) that the receiver takes no flit:
//                        0 = line rate, 100 = never (the switch must then stop after F flits)
//   dlv_valid            one-cycle pulse after each packet's tail, with the packet's
//   dlv_head, dlv_dests, dlv_len, dlv_src, dlv_seq   head, bit-string, length, ids
//   dlv_bad              the packet broke a check below (already printed and counted)
//   errors               checks failed so far; packets, flits: counts received
//   held                 flits received and not yet credited; in_packet: inside a packet
// Checks (each failure prints "wormcast_link_receiver[PORT]: ERROR ..." and counts): a flit
// arriving with F flits already held (sent without credit), a body/tail outside a packet, a
// head inside a packet, a non-body flit in the bit-string, a tail anywhere but at the head's
// length (or a missing tail there), a length the head cannot hold, an empty bit-string, and
// with CHECK_PAYLOAD the payload words.
module wormcast_link_receiver #(
    parameter int W = 16,
    parameter int N = 16,
    parameter int F = 64,
    parameter int PORT = 0,
    parameter logic [31:0] SEED = 32'h1234_5678,
    parameter bit CHECK_PAYLOAD = 1
) (
    input  logic         clock,
    input  logic [1:0]   tag,
    input  logic [W-1:0] data,
    output logic         credit,
    input  logic [7:0]   stall_pct,
    output logic         dlv_valid,
    output logic [W-1:0] dlv_head,
    output logic [N-1:0] dlv_dests,
    output logic [15:0]  dlv_len,
    output logic [7:0]   dlv_src,
    output logic [15:0]  dlv_seq,
    output logic         dlv_bad,
    output logic [31:0]  errors,
    output logic [31:0]  packets,
    output logic [31:0]  flits,
    output logic [15:0]  held,
    output logic         in_packet
);
  import wormcast_link_pkg::*;
  localparam int B = bitstring_flits(N, W);

  logic [31:0]    rng = SEED | 1;
  logic [B*W-1:0] bs;
  logic [W-1:0]   head = '0;
  logic [15:0]    seq = 0;
  logic [7:0]     src = 0;
  logic           bad = 0;
  int idx = 0, len = 0;
  int unsigned cyc = 0;  // rising edges so far, for messages

  initial begin
    credit = 0;
    dlv_valid = 0;
    dlv_head = '0;
    dlv_dests = '0;
    dlv_len = 0;
    dlv_src = 0;
    dlv_seq = 0;
    dlv_bad = 0;
    errors = 0;
    packets = 0;
    flits = 0;
    held = 0;
    in_packet = 0;
    bs = '0;
  end

  always @(posedge clock) begin : step
    int hl, e;
    logic [W-1:0] want;
    logic r, deliver;
    cyc <= cyc + 1;
    e = 0;
    hl = int'(held);
    deliver = 0;
    r = in_packet;
    if (tag != TAG_IDLE) begin
      flits <= flits + 1;
      hl = hl + 1;
      if (hl > F) begin
        $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: flit arrived without credit (%0d held)",
                 PORT, cyc, hl - 1);
        e = e + 1;
      end
      if (tag == TAG_HEAD) begin
        if (r) begin
          $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: head inside a packet (flit %0d of %0d)",
                   PORT, cyc, idx, len);
          e = e + 1;
        end
        r = 1;
        head = data;
        len = head_len(W, 64'(data));
        idx = 1;
        bad = 0;
        seq = 0;
        src = 0;
        bs = '0;
        if (len < B + (CHECK_PAYLOAD ? 3 : 2)) begin
          $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: head length %0d too short",
                   PORT, cyc, len);
          bad = 1;
        end
      end else if (!r) begin
        $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: %s flit 0x%0h outside a packet",
                 PORT, cyc, tag == TAG_TAIL ? "tail" : "body", data);
        e = e + 1;
      end else begin
        if (idx <= B) begin
          bs[(idx-1)*W+:W] = data;
          if (tag != TAG_BODY) begin
            $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: tail in the bit-string (flit %0d)",
                     PORT, cyc, idx);
            bad = 1;
          end
        end else begin
          if (idx == B + 1) seq = 16'(data);
          else if (idx == B + 2) src = 8'(data);
          else if (CHECK_PAYLOAD) begin
            want = W'(payload_word(W, int'(src), int'(seq), idx - B - 1));
            if (data != want) begin
              $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: packet src %0d seq %0d: payload flit %0d is 0x%0h, expected 0x%0h",
                       PORT, cyc, src, seq, idx - B - 1, data, want);
              bad = 1;
            end
          end
          if (tag == TAG_TAIL && idx != len - 1) begin
            $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: packet src %0d seq %0d: tail at flit %0d, head says length %0d",
                     PORT, cyc, src, seq, idx, len);
            bad = 1;
          end
          if (tag == TAG_BODY && idx == len - 1) begin
            $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: packet src %0d seq %0d: flit %0d of %0d is not a tail",
                     PORT, cyc, src, seq, idx, len);
            bad = 1;
          end
        end
        idx = idx + 1;
        if (tag == TAG_TAIL || idx == len) begin
          if (bs[N-1:0] == '0) begin
            $display("wormcast_link_receiver[%0d]: ERROR at cycle %0d: packet src %0d seq %0d: empty bit-string",
                     PORT, cyc, src, seq);
            bad = 1;
          end
          if (bad) e = e + 1;
          deliver = 1;
          r = 0;
        end
      end
    end
    // take (credit) one held flit unless stalled
    credit <= 0;
    if (hl > 0) begin
      rng = rng_next(rng);
      if (rng_below(rng, 100) >= int'(stall_pct)) begin
        credit <= 1;
        hl = hl - 1;
      end
    end
    held <= 16'(hl);
    in_packet <= r;
    errors <= errors + 32'(e);
    dlv_valid <= deliver;
    if (deliver) begin
      packets <= packets + 1;
      dlv_head <= head;
      dlv_dests <= bs[N-1:0];
      dlv_len <= 16'(len);
      dlv_src <= src;
      dlv_seq <= seq;
      dlv_bad <= bad;
    end
  end
endmodule


// Exactly-once delivery check for one switch of K ports (DOWN down ports), NSRC sources.
//
// Parameters: K, DOWN, N, W; NSRC sources (ids 0..NSRC-1, usually one per input port);
// MAXSEQ packets per source (seq 0..MAXSEQ-1); PER_DOWN nodes per down port: down port p
// reaches nodes p*PER_DOWN .. p*PER_DOWN+PER_DOWN-1 (N/DOWN for `wormcast gen` switches).
// Ports:
//   clock
//   exp_valid[s]         source s sent a packet this edge (wire it to the sender's
//   exp_seq/exp_dests/exp_lca/exp_head  pkt_valid & pkt_ready): its seq, destinations, LCA
//                        count and the head it will carry (16 bits per source for seq, N for
//                        dests, 4 for the count, W for the head, source s at slice s)
//   dlv_*                the receivers' delivery outputs, port p at slice p (dlv_bad is
//                        the receiver's to count: its errors output)
//   check                pulse: run the final check (after the drain) and print a summary
//   outstanding          expected deliveries not yet seen
//   errors               failures so far (printed as "wormcast_scoreboard: ERROR ...")
//   checked              the final check has run
// Expected: a packet with LCA count 0 arrives once at every down port whose nodes meet its
// bit-string and nowhere else; with count c > 0 exactly once at one up port, head count c - 1.
// Each copy must carry the sent head (count adjusted) and bit-string (not compared for a
// copy the receiver found bad: it has already reported it).
module wormcast_scoreboard #(
    parameter int K = 8,
    parameter int DOWN = 4,
    parameter int N = 16,
    parameter int W = 16,
    parameter int NSRC = 8,
    parameter int MAXSEQ = 1024,
    parameter int PER_DOWN = N / DOWN
) (
    input  logic              clock,
    input  logic [NSRC-1:0]   exp_valid,
    input  logic [NSRC*16-1:0] exp_seq,
    input  logic [NSRC*N-1:0] exp_dests,
    input  logic [NSRC*4-1:0] exp_lca,
    input  logic [NSRC*W-1:0] exp_head,
    input  logic [K-1:0]      dlv_valid,
    input  logic [K*W-1:0]    dlv_head,
    input  logic [K*N-1:0]    dlv_dests,
    input  logic [K*8-1:0]    dlv_src,
    input  logic [K*16-1:0]   dlv_seq,
    input  logic [K-1:0]      dlv_bad,
    input  logic              check,
    output logic [31:0]       outstanding,
    output logic [31:0]       errors,
    output logic              checked
);
  import wormcast_link_pkg::*;
  localparam int SLOTS = NSRC * MAXSEQ;
  localparam logic [K-1:0] UP_MASK = ~((K'(1) << DOWN) - 1);

  logic         known[SLOTS];
  logic         up[SLOTS];
  logic [K-1:0] want[SLOTS];
  logic [K-1:0] got[SLOTS];
  logic [N-1:0] dests[SLOTS];
  logic [W-1:0] head[SLOTS];
  int sent = 0, unicast = 0, multicast = 0, upward = 0, copies = 0;
  int unsigned cyc = 0;  // rising edges so far, for messages

  initial begin
    outstanding = 0;
    errors = 0;
    checked = 0;
    for (int i = 0; i < SLOTS; i++) known[i] = 0;
  end

  // Down ports whose nodes meet `d`.
  function automatic logic [K-1:0] down_ports(input logic [N-1:0] d);
    down_ports = '0;
    for (int n = 0; n < N; n++)
      if (d[n] && n / PER_DOWN < DOWN) down_ports[n/PER_DOWN] = 1;
  endfunction

  always @(posedge clock) begin : step
    int o, e, s, p, x, sq;
    logic [W-1:0] h;
    cyc <= cyc + 1;
    o = int'(outstanding);
    e = 0;
    for (s = 0; s < NSRC; s++) begin
      if (exp_valid[s]) begin
        sq = int'(exp_seq[s*16+:16]);
        x = s * MAXSEQ + sq;
        if (sq >= MAXSEQ) begin
          $display("wormcast_scoreboard: ERROR: source %0d seq %0d beyond MAXSEQ %0d", s, sq,
                   MAXSEQ);
          e = e + 1;
        end else begin
          if (known[x]) begin
            $display("wormcast_scoreboard: ERROR: source %0d reused seq %0d", s, sq);
            e = e + 1;
          end
          known[x] = 1;
          up[x] = exp_lca[s*4+:4] != 0;
          want[x] = up[x] ? UP_MASK : down_ports(exp_dests[s*N+:N]);
          got[x] = '0;
          dests[x] = exp_dests[s*N+:N];
          head[x] = exp_head[s*W+:W];
          if (up[x]) head[x] = W'(head_word(W, head_mc(W, 64'(head[x])),
                                            head_lca(W, 64'(head[x])) - 1,
                                            head_len(W, 64'(head[x]))));
          sent = sent + 1;
          if (up[x]) upward = upward + 1;
          else if (popcount64(64'(want[x])) > 1) multicast = multicast + 1;
          else unicast = unicast + 1;
          o = o + (up[x] ? 1 : popcount64(64'(want[x])));
          if (want[x] == '0) begin
            $display("wormcast_scoreboard: ERROR: source %0d seq %0d reaches no port", s, sq);
            e = e + 1;
          end
        end
      end
    end
    for (p = 0; p < K; p++) begin
      if (dlv_valid[p]) begin
        s = int'(dlv_src[p*8+:8]);
        sq = int'(dlv_seq[p*16+:16]);
        x = s * MAXSEQ + sq;
        copies = copies + 1;
        if (s >= NSRC || sq >= MAXSEQ || !known[x]) begin
          $display("wormcast_scoreboard: ERROR at cycle %0d: port %0d: unknown packet src %0d seq %0d",
                   cyc, p, s, sq);
          e = e + 1;
        end else begin
          if (!want[x][p]) begin
            $display("wormcast_scoreboard: ERROR at cycle %0d: port %0d: packet src %0d seq %0d was not routed here (ports 0x%0h)",
                     cyc, p, s, sq, want[x]);
            e = e + 1;
          end else if (got[x][p] || (up[x] && (got[x] & UP_MASK) != '0)) begin
            $display("wormcast_scoreboard: ERROR at cycle %0d: port %0d: packet src %0d seq %0d delivered twice (ports so far 0x%0h)",
                     cyc, p, s, sq, got[x]);
            e = e + 1;
          end else begin
            o = o - 1;
          end
          got[x][p] = 1;
          h = dlv_head[p*W+:W];
          if (!dlv_bad[p] && (h != head[x] || dlv_dests[p*N+:N] != dests[x])) begin
            $display("wormcast_scoreboard: ERROR at cycle %0d: port %0d: packet src %0d seq %0d header 0x%0h/0x%0h, expected 0x%0h/0x%0h",
                     cyc, p, s, sq, h, dlv_dests[p*N+:N], head[x], dests[x]);
            e = e + 1;
          end
        end
      end
    end
    if (check && !checked) begin
      for (x = 0; x < SLOTS; x++) begin
        if (known[x] && (up[x] ? popcount64(64'(got[x])) != 1 : got[x] != want[x])) begin
          if (up[x])
            $display("wormcast_scoreboard: ERROR: packet src %0d seq %0d delivered to ports 0x%0h, expected one of 0x%0h",
                     x / MAXSEQ, x % MAXSEQ, got[x], want[x]);
          else
            $display("wormcast_scoreboard: ERROR: packet src %0d seq %0d delivered to ports 0x%0h, expected 0x%0h",
                     x / MAXSEQ, x % MAXSEQ, got[x], want[x]);
          e = e + 1;
        end
      end
      $display("wormcast_scoreboard: %0d packets sent (%0d unicast, %0d multicast, %0d up), %0d copies delivered, %0d errors",
               sent, unicast, multicast, upward, copies, int'(errors) + e);
      checked <= 1;
    end
    outstanding <= 32'(o);
    errors <= errors + 32'(e);
  end
endmodule
