//! Every verdict on a study page is derived from the page's own CSV data.
//!
//! `docs/results/claims.toml` lists each claim of the papers that a study page judges: the
//! page, an id, the claim, the CSV it rests on, the inequalities (`checks`) that make it
//! true, and the verdict the page states. This test loads each CSV, evaluates every check,
//! derives the verdict (every check holds: "reproduced"; some hold: "reproduced in part";
//! none: "not reproduced") and requires
//! * (a) that the derived verdict is the one `claims.toml` states, and
//! * (b) that the page carries the claim's row, `| id | claim | **verdict** | evidence |`,
//!   where the evidence is generated here from the CSV (the rows, their values, the
//!   inequality and whether it holds), so the figures a verdict rests on cannot go stale;
//! * (c) that every `| C-...` row of every page in docs/results is in `claims.toml`, and that
//!   no verdict in bold (`**reproduced...`, `**not reproduced**`, `**partly**`) stands
//!   outside a claim row.
//!
//! After a figure is regenerated, a failure prints every row as it must now read; a changed
//! verdict also needs the page's explanation (the prose under the table) brought up to date.
//! `WORMCAST_CLAIMS_PRINT=1` prints every row even when the test passes.

use serde::Deserialize;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
struct Claims {
    claim: Vec<Claim>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Claim {
    page: String,
    id: String,
    /// The paper's claim, as the page's row words it.
    paper: String,
    csv: String,
    verdict: String,
    checks: Vec<Check>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Check {
    a: Term,
    op: String,
    b: Term,
}

/// One side of an inequality: a CSV value, or a constant.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    /// Constant (with `times` only).
    value: Option<f64>,
    /// Another CSV of docs/results than the claim's.
    csv: Option<String>,
    /// The value of the series column (`by`, default `series`) of the rows meant.
    series: Option<String>,
    /// The column that names the series, when it is not `series`.
    by: Option<String>,

    /// The row of the series at this value of `x` (default column `load`); without it the
    /// series' maximum of `col` (`agg = "max"`).
    at: Option<f64>,
    /// The column that `at` selects on (default `load`).
    x: Option<String>,
    /// The column read (default `latency_last`).
    col: Option<String>,
    /// "max": the largest value of `col` over the series' rows; "max_stable": over its
    /// unsaturated rows.
    agg: Option<String>,
    /// Divide by this column of the same row (a ratio such as latency (a) / (b)).
    over: Option<String>,
    /// Multiply by this factor (default 1).
    times: Option<f64>,
    /// Decimals shown (default: 0 for latencies, 2 for ratios, 3 otherwise).
    digits: Option<usize>,
}

/// The CSVs of a directory, each loaded once.
struct Csvs {
    dir: PathBuf,
    loaded: HashMap<String, Csv>,
}

impl Csvs {
    fn get(&mut self, name: &str) -> &Csv {
        let dir = &self.dir;
        self.loaded
            .entry(name.to_string())
            .or_insert_with(|| load_csv(&dir.join(name)))
    }
}

struct Csv {
    header: HashMap<String, usize>,
    rows: Vec<Vec<String>>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn load_csv(path: &Path) -> Csv {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines();
    let head: Vec<String> = fields(lines.next().expect("empty CSV"));
    let mut header = HashMap::new();
    // A name that appears twice (`traffic`: the pattern, then the channel utilisation) is
    // `traffic` for the first column and `traffic#2` for the second.
    for (i, h) in head.iter().enumerate() {
        let name = if header.contains_key(h) {
            format!("{h}#2")
        } else {
            h.to_string()
        };
        header.insert(name, i);
    }
    let rows: Vec<Vec<String>> = lines.filter(|l| !l.is_empty()).map(fields).collect();
    for r in &rows {
        assert_eq!(
            r.len(),
            head.len(),
            "{}: a row of {} fields",
            path.display(),
            r.len()
        );
    }
    Csv { header, rows }
}

impl Csv {
    fn col(&self, name: &str) -> usize {
        *self
            .header
            .get(name)
            .unwrap_or_else(|| panic!("no column `{name}`"))
    }

    /// A cell as a number. A latency of a saturated point is infinite: the pages show
    /// `sat.` there and the paper draws no latency above saturation.
    fn num(&self, row: &[String], col: &str) -> f64 {
        let v: f64 = row[self.col(col)]
            .parse()
            .unwrap_or_else(|_| panic!("`{col}` = `{}` is not a number", row[self.col(col)]));
        if col.starts_with("latency") {
            if let Some(&s) = self.header.get("saturated") {
                if row[s] == "true" {
                    return f64::INFINITY;
                }
            }
        }
        v
    }
}

/// The value of a term and its text for the evidence cell.
fn eval(csvs: &mut Csvs, claim_csv: &str, t: &Term) -> (f64, String) {
    if let Some(v) = t.value {
        assert!(
            t.series.is_none() && t.at.is_none() && t.col.is_none(),
            "a constant has only `times`"
        );
        return match t.times {
            Some(f) => (v * f, format!("{f} x {v}")),
            None => (v, format!("{v}")),
        };
    }
    let name = t.csv.as_deref().unwrap_or(claim_csv);
    let csv = csvs.get(name);
    let series = t
        .series
        .as_deref()
        .expect("a term needs `series` or `value`");
    let scol = csv.col(t.by.as_deref().unwrap_or("series"));
    let rows: Vec<&Vec<String>> = csv.rows.iter().filter(|r| r[scol] == series).collect();
    assert!(!rows.is_empty(), "no series `{series}`");
    let col = t.col.as_deref().unwrap_or("latency_last");
    let times = t.times.unwrap_or(1.0);
    let (v, place) = match (t.at, t.agg.as_deref()) {
        (Some(at), None) => {
            let x = t.x.as_deref().unwrap_or("load");
            let xc = csv.col(x);
            let hits: Vec<&&Vec<String>> = rows
                .iter()
                .filter(|r| r[xc].parse::<f64>().is_ok_and(|v| (v - at).abs() < 1e-9))
                .collect();
            assert_eq!(
                hits.len(),
                1,
                "series `{series}` at {x} = {at}: {} rows",
                hits.len()
            );
            let mut v = csv.num(hits[0], col);
            if let Some(o) = &t.over {
                v /= csv.num(hits[0], o);
            }
            (
                v,
                if x == "load" {
                    format!("@{at}")
                } else {
                    format!("@{x}={at}")
                },
            )
        }
        (None, Some(agg @ ("max" | "max_stable"))) => {
            assert!(t.over.is_none(), "`over` applies to one row");
            let stable = |r: &&&Vec<String>| agg == "max" || r[csv.col("saturated")] == "false";
            let v = rows
                .iter()
                .filter(stable)
                .map(|r| csv.num(r, col))
                .fold(f64::NEG_INFINITY, f64::max);
            (
                v,
                if agg == "max" { "max" } else { "max stable" }.to_string(),
            )
        }
        _ => panic!("series `{series}`: give `at` or `agg = \"max\"` / `\"max_stable\"`"),
    };
    // The value shown is the CSV's (before `times`); the comparison uses the product.
    let shown = if v.is_infinite() {
        "sat.".to_string()
    } else if let Some(d) = t.digits {
        format!("{v:.d$}")
    } else if t.over.is_some() {
        format!("{v:.2}")
    } else if col.starts_with("latency") {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    };
    // The default column (latency_last, the paper's definition (a)) is not named.
    let what = match (&t.over, t.agg.as_deref()) {
        (Some(o), _) => format!(" {col}/{o}"),
        (None, Some(_)) => format!(" {col}"),
        _ if col == "latency_last" => String::new(),
        _ => format!(" {col}"),
    };
    let factor = t.times.map(|f| format!("{f} x ")).unwrap_or_default();
    let other = t
        .csv
        .as_ref()
        .map(|c| format!("`{c}` "))
        .unwrap_or_default();
    (
        v * times,
        format!("{factor}{other}{series} {place}{what} {shown}"),
    )
}

fn holds(a: f64, op: &str, b: f64) -> bool {
    match op {
        "<" => a < b,
        "<=" => a <= b,
        ">" => a > b,
        ">=" => a >= b,
        _ => panic!("unknown operator `{op}`"),
    }
}

/// The derived verdict and the evidence cell of one claim.
fn judge(csvs: &mut Csvs, c: &Claim) -> (&'static str, String) {
    assert!(!c.checks.is_empty(), "{}: no checks", c.id);
    let mut held = 0;
    let mut ev = format!("`{}`: ", c.csv);
    for (i, k) in c.checks.iter().enumerate() {
        let (a, at) = eval(csvs, &c.csv, &k.a);
        let (b, bt) = eval(csvs, &c.csv, &k.b);
        let ok = holds(a, &k.op, b);
        held += ok as usize;
        if i > 0 {
            ev.push_str("; ");
        }
        let _ = write!(ev, "{at} {} {bt} {}", k.op, if ok { "✓" } else { "✗" });
    }
    let verdict = if held == c.checks.len() {
        "reproduced"
    } else if held > 0 {
        "reproduced in part"
    } else {
        "not reproduced"
    };
    (verdict, ev)
}

#[test]
fn every_verdict_follows_from_its_csv() {
    let root = root();
    let results = root.join("docs/results");
    let text = std::fs::read_to_string(results.join("claims.toml")).unwrap();
    let claims: Claims = toml::from_str(&text).unwrap();
    let mut csvs = Csvs {
        dir: results.clone(),
        loaded: HashMap::new(),
    };
    let mut pages: HashMap<String, String> = HashMap::new();
    let mut failures = vec![];
    let mut expected_rows = String::new();
    let mut ids = std::collections::HashSet::new();
    for c in &claims.claim {
        assert!(
            ids.insert((c.page.clone(), c.id.clone())),
            "claim id {} twice on {}",
            c.id,
            c.page
        );
        let (verdict, evidence) = judge(&mut csvs, c);
        let row = format!(
            "| {} | {} | **{}** | {} |",
            c.id, c.paper, verdict, evidence
        );
        let _ = writeln!(expected_rows, "{}:\n{row}", c.page);
        if verdict != c.verdict {
            failures.push(format!(
                "{} {}: the CSV gives \"{verdict}\", claims.toml states \"{}\"",
                c.page, c.id, c.verdict
            ));
        }
        let page = pages
            .entry(c.page.clone())
            .or_insert_with(|| std::fs::read_to_string(results.join(&c.page)).unwrap());
        if !page.lines().any(|l| l.trim_end() == row) {
            let found = page
                .lines()
                .find(|l| l.starts_with(&format!("| {} |", c.id)));
            failures.push(format!(
                "{} {}: the page lacks the row\n  {row}\n  it has\n  {}",
                c.page,
                c.id,
                found.unwrap_or("(no row with this id)")
            ));
        }
    }
    // Every claim row of every page is in claims.toml (no verdict without its check), and a
    // verdict in bold stands only in a claim row.
    let mut names: Vec<PathBuf> = std::fs::read_dir(&results)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    names.sort();
    for path in names {
        let page = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, l) in text.lines().enumerate() {
            let id = l.strip_prefix("| C-").and_then(|r| r.split(" |").next());
            if let Some(id) = id {
                if !ids.contains(&(page.clone(), format!("C-{id}"))) {
                    failures.push(format!("{page}: claim row C-{id} is not in claims.toml"));
                }
            } else if ["**reproduced", "**not reproduced", "**partly"]
                .iter()
                .any(|v| l.contains(v))
            {
                failures.push(format!(
                    "{page}:{}: a verdict outside a claim row (give the claim a row in claims.toml)",
                    n + 1
                ));
            }
        }
    }
    if std::env::var_os("WORMCAST_CLAIMS_PRINT").is_some() {
        println!("{expected_rows}");
    }
    assert!(
        failures.is_empty(),
        "{}\n\nEvery claim row as the CSVs give it now:\n{expected_rows}",
        failures.join("\n")
    );
}

/// The derivation itself, on a small CSV: latencies of saturated points are infinite, the
/// verdict follows the count of checks that hold.
#[test]
fn verdicts_are_derived_as_documented() {
    let dir = std::env::temp_dir().join(format!("claims-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("t.csv");
    std::fs::write(
        &p,
        "series,load,accepted,latency_last,latency_mean,saturated\n\
         hw,0.5,0.5,100,50,false\nhw,1.0,0.9,900,450,true\n\
         sw,0.5,0.5,200,100,false\nsw,1.0,0.95,1500,700,false\n",
    )
    .unwrap();
    let mut csv = Csvs {
        dir: dir.clone(),
        loaded: HashMap::new(),
    };
    let claim = |checks: &str| -> Claim {
        toml::from_str(&format!(
            "page = \"p\"\nid = \"C-x\"\npaper = \"x\"\ncsv = \"t.csv\"\nverdict = \"\"\nchecks = [{checks}]"
        ))
        .unwrap()
    };
    let lat = |s: &str, at: f64| format!("{{ series = \"{s}\", at = {at:?} }}");
    // hw faster at 0.5 holds; at 1.0 hw is saturated (infinite latency), so it fails.
    let c = claim(&format!(
        "{{ a = {}, op = \"<\", b = {} }}, {{ a = {}, op = \"<\", b = {} }}",
        lat("hw", 0.5),
        lat("sw", 0.5),
        lat("hw", 1.0),
        lat("sw", 1.0)
    ));
    let (v, ev) = judge(&mut csv, &c);
    assert_eq!(v, "reproduced in part");
    assert_eq!(
        ev,
        "`t.csv`: hw @0.5 100 < sw @0.5 200 ✓; hw @1 sat. < sw @1 1500 ✗"
    );
    let c = claim("{ a = { series = \"hw\", col = \"accepted\", agg = \"max\" }, op = \">\", b = { series = \"sw\", col = \"accepted\", agg = \"max\" } }");
    assert_eq!(judge(&mut csv, &c).0, "not reproduced");
    let c = claim("{ a = { series = \"sw\", at = 0.5, over = \"latency_mean\" }, op = \">=\", b = { value = 2.0 } }");
    let (v, ev) = judge(&mut csv, &c);
    assert_eq!(
        (v, ev.as_str()),
        (
            "reproduced",
            "`t.csv`: sw @0.5 latency_last/latency_mean 2.00 >= 2 ✓"
        )
    );
    let c = claim("{ a = { series = \"hw\", at = 0.5 }, op = \"<=\", b = { series = \"sw\", at = 0.5, times = 0.5 } }");
    assert_eq!(
        judge(&mut csv, &c).1,
        "`t.csv`: hw @0.5 100 <= 0.5 x sw @0.5 200 ✓"
    );
    let c = claim("{ a = { series = \"sw\", col = \"accepted\", agg = \"max\" }, op = \">=\", b = { value = 0.5, times = 2.0 } }");
    assert_eq!(
        judge(&mut csv, &c),
        (
            "not reproduced",
            "`t.csv`: sw max accepted 0.950 >= 2 x 0.5 ✗".to_string()
        )
    );
    let c = claim("{ a = { series = \"hw\", col = \"accepted\", agg = \"max_stable\" }, op = \"<\", b = { value = 0.6 } }");
    assert_eq!(
        judge(&mut csv, &c).1,
        "`t.csv`: hw max stable accepted 0.500 < 0.6 ✓"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The fields of one CSV line as `wormcast sweep` writes them (RFC 4180: a field holding a
/// comma or a quote is quoted, its quotes doubled; e.g. `up_port_flits`, a list of lists).
fn fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(String::new()),
            (c, _) => out.last_mut().unwrap().push(c),
        }
    }
    out
}

#[test]
fn csv_fields_follow_the_sweeps_quoting() {
    assert_eq!(
        fields(r#"a,"[[1,2],[3]]",,"say ""hi""",b"#),
        ["a", "[[1,2],[3]]", "", r#"say "hi""#, "b"]
    );
}
