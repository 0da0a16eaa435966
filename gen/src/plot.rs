//! SVG line plots of a sweep (plotters): one line with point markers per curve, whiskers of
//! the 95% confidence half-widths, legend, axis labels with units, title and subtitle.

use plotters::prelude::*;
use std::path::Path;

/// One curve: its points (x, y, confidence half-width; NaN = none) in increasing x. An
/// empty label draws the curve without a legend entry.
#[derive(Clone, Debug)]
pub struct Curve {
    pub label: String,
    /// Colour index (the series).
    pub color: usize,
    /// Line and marker style index (the metric).
    pub style: usize,
    pub points: Vec<(f64, f64, f64)>,
}

/// One figure.
#[derive(Clone, Debug, Default)]
pub struct Figure {
    pub title: String,
    pub subtitle: String,
    pub x_label: String,
    pub y_label: String,
    pub x_max: Option<f64>,
    pub y_max: Option<f64>,
    pub curves: Vec<Curve>,
}

/// Tableau 10.
const PALETTE: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

/// Marker outline in pixels around the point: circle (octagon), triangle, square, diamond.
fn marker(style: usize) -> Vec<(i32, i32)> {
    match style % 4 {
        0 => vec![
            (-2, -4),
            (2, -4),
            (4, -2),
            (4, 2),
            (2, 4),
            (-2, 4),
            (-4, 2),
            (-4, -2),
        ],
        1 => vec![(0, -5), (5, 4), (-5, 4)],
        2 => vec![(-4, -4), (4, -4), (4, 4), (-4, 4)],
        _ => vec![(0, -5), (5, 0), (0, 5), (-5, 0)],
    }
}

/// The smallest 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten at or above `v`.
pub fn nice_max(v: f64) -> f64 {
    if !(v.is_finite() && v > 0.0) {
        return 1.0;
    }
    let p = 10f64.powf(v.log10().floor());
    for m in [1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0] {
        if m * p >= v {
            return m * p;
        }
    }
    10.0 * p
}

fn err<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// Draw a figure to an SVG file. Points above `y_max` are not drawn.
pub fn draw_svg(path: &Path, f: &Figure) -> Result<(), String> {
    let finite = |c: &Curve| {
        c.points
            .clone()
            .into_iter()
            .filter(|p| p.0.is_finite() && p.1.is_finite())
            .collect::<Vec<_>>()
    };
    let all: Vec<(f64, f64, f64)> = f.curves.iter().flat_map(finite).collect();
    let x_max = f.x_max.unwrap_or_else(|| {
        let m = all.iter().map(|p| p.0).fold(0.0, f64::max);
        if m <= 1.0 {
            1.0
        } else {
            nice_max(m * 1.02)
        }
    });
    let y_max = f.y_max.unwrap_or_else(|| {
        nice_max(
            all.iter()
                .map(|p| p.1 + if p.2.is_finite() { p.2 } else { 0.0 })
                .fold(0.0, f64::max)
                * 1.05,
        )
    });
    let root = SVGBackend::new(path, (960, 640)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let root = root
        .titled(&f.title, ("sans-serif", 22).into_font())
        .map_err(err)?;
    let root = if f.subtitle.is_empty() {
        root
    } else {
        root.titled(
            &f.subtitle,
            ("sans-serif", 16).into_font().color(&RGBColor(90, 90, 90)),
        )
        .map_err(err)?
    };
    let mut chart = ChartBuilder::on(&root)
        .margin(18)
        .x_label_area_size(50)
        .y_label_area_size(70)
        .build_cartesian_2d(0f64..x_max, 0f64..y_max)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc(&f.x_label)
        .y_desc(&f.y_label)
        .axis_desc_style(("sans-serif", 19))
        .label_style(("sans-serif", 16))
        .max_light_lines(1)
        .light_line_style(RGBColor(242, 242, 242))
        .y_label_formatter(&|v| {
            if y_max >= 20.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.2}")
            }
        })
        .draw()
        .map_err(err)?;
    for c in &f.curves {
        let color = PALETTE[c.color % PALETTE.len()];
        let line = ShapeStyle::from(&color).stroke_width(2);
        let thin = ShapeStyle::from(&color.mix(0.7)).stroke_width(1);
        let pts: Vec<(f64, f64, f64)> = finite(c)
            .into_iter()
            .filter(|p| p.0 <= x_max && p.1 <= y_max)
            .collect();
        let xy: Vec<(f64, f64)> = pts.iter().map(|p| (p.0, p.1)).collect();
        let anno = match c.style % 3 {
            0 => chart.draw_series(LineSeries::new(xy.clone(), line)),
            1 => chart.draw_series(DashedLineSeries::new(xy.clone(), 9, 5, line)),
            _ => chart.draw_series(DashedLineSeries::new(xy.clone(), 3, 4, line)),
        }
        .map_err(err)?;
        let shape = marker(c.style);
        let legend_shape = shape.clone();
        let style = c.style;
        if c.label.is_empty() {
            // No legend entry (e.g. a model curve drawn in the colour of its simulation).
        } else {
            anno.label(c.label.clone()).legend(move |(x, y)| {
                // Three segments: contiguous (solid), dashed or dotted like the curve.
                let seg = match style % 3 {
                    0 => [(0, 8), (8, 16), (16, 24)],
                    1 => [(0, 7), (10, 16), (19, 24)],
                    _ => [(0, 2), (6, 8), (22, 24)],
                };
                let path = |(a, b): (i32, i32)| PathElement::new(vec![(a, 0), (b, 0)], line);
                EmptyElement::at((x, y))
                    + path(seg[0])
                    + path(seg[1])
                    + path(seg[2])
                    + Polygon::new(
                        legend_shape
                            .iter()
                            .map(|&(a, b)| (a + 12, b))
                            .collect::<Vec<_>>(),
                        color.filled(),
                    )
            });
        }
        chart
            .draw_series(
                xy.iter()
                    .map(|&p| EmptyElement::at(p) + Polygon::new(shape.clone(), color.filled())),
            )
            .map_err(err)?;
        for &(x, y, ci) in &pts {
            if !(ci.is_finite() && ci > 0.0) {
                continue;
            }
            let (lo, hi) = ((y - ci).max(0.0), (y + ci).min(y_max));
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(x, lo), (x, hi)],
                    thin,
                )))
                .map_err(err)?;
            let cap =
                |v: f64| EmptyElement::at((x, v)) + PathElement::new(vec![(-4, 0), (4, 0)], thin);
            let mut caps = vec![];
            if y - ci >= 0.0 {
                caps.push(cap(lo));
            }
            if y + ci <= y_max {
                caps.push(cap(hi));
            }
            chart.draw_series(caps).map_err(err)?;
        }
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 16))
        .draw()
        .map_err(err)?;
    root.present().map_err(err)?;
    Ok(())
}
