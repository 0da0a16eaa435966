//! Batch means: the measurement window is cut into `b` equal batches (by message generation
//! time for latencies, by delivery time for throughput); the batch means are treated as
//! independent samples, and the 95% confidence interval half-width is
//! `t(0.975, b - 1) * s / sqrt(b)` with `s` the standard deviation of the batch means.

/// Two-sided 95% Student t quantile for `df` degrees of freedom.
pub fn t95(df: usize) -> f64 {
    const T: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => f64::NAN,
        1..=30 => T[df - 1],
        31..=60 => 2.000,
        _ => 1.960,
    }
}

/// Sums and counts per batch.
#[derive(Clone, Debug)]
pub struct Batches {
    pub sum: Vec<f64>,
    pub n: Vec<u64>,
}

impl Batches {
    pub fn new(b: usize) -> Self {
        Batches {
            sum: vec![0.0; b],
            n: vec![0; b],
        }
    }
    pub fn add(&mut self, batch: usize, x: f64) {
        self.sum[batch] += x;
        self.n[batch] += 1;
    }
    /// Mean over all samples (not the mean of batch means), NaN when empty.
    pub fn mean(&self) -> f64 {
        let n: u64 = self.n.iter().sum();
        if n == 0 {
            f64::NAN
        } else {
            self.sum.iter().sum::<f64>() / n as f64
        }
    }
    /// 95% half-width from the batch means of the non-empty batches.
    pub fn ci(&self) -> f64 {
        let means: Vec<f64> = self
            .sum
            .iter()
            .zip(&self.n)
            .filter(|(_, &n)| n > 0)
            .map(|(s, &n)| s / n as f64)
            .collect();
        half_width(&means)
    }
}

/// 95% confidence half-width of the mean of independent samples `x` (NaN with fewer than 2).
pub fn half_width(x: &[f64]) -> f64 {
    let b = x.len();
    if b < 2 {
        return f64::NAN;
    }
    let m = x.iter().sum::<f64>() / b as f64;
    let var = x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (b - 1) as f64;
    t95(b - 1) * (var / b as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn half_width_by_hand() {
        // Means 1, 2, 3: s = 1, t(0.975, 2) = 4.303, half-width 4.303 / sqrt(3).
        assert!((half_width(&[1.0, 2.0, 3.0]) - 4.303 / 3f64.sqrt()).abs() < 1e-9);
        assert_eq!(half_width(&[5.0, 5.0, 5.0, 5.0]), 0.0);
        assert!(half_width(&[1.0]).is_nan());
        let mut b = Batches::new(3);
        b.add(0, 1.0);
        b.add(0, 3.0);
        b.add(2, 8.0);
        assert_eq!(b.mean(), 4.0);
        assert!((b.ci() - half_width(&[2.0, 8.0])).abs() < 1e-12);
    }
}
