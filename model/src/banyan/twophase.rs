//! Two-phase multicast (Section 3.1).
