//! Knots inside a crate: modules that reach each other in a circle (`a` uses `b`, which uses `a`,
//! perhaps through others). A helper living in the wrong file makes one; moving it to the module
//! it belongs to unties it. The use cases (`app`), the command (`server`) and the domain have none;
//! the knots left in other crates are listed, so a new one fails here and an untied one is crossed
//! off.

use std::collections::{BTreeMap, BTreeSet};

use super::{sources, without_tests};

/// The modules a file belongs to: its path under `src` to two levels (`checkouts::ada`,
/// `settings`), the crate root files excluded.
fn module_of(relative: &str) -> Option<String> {
    let path = relative.strip_suffix(".rs")?;
    let mut parts: Vec<&str> = path.split('/').collect();
    if parts.last() == Some(&"mod") {
        parts.pop();
    }
    if parts.is_empty() || parts == ["lib"] || parts == ["main"] {
        return None;
    }
    Some(parts.iter().take(2).copied().collect::<Vec<_>>().join("::"))
}

/// The module `crate::a::b...` names, among `modules`: the two-level one if it is a module, else `a`.
fn named(modules: &BTreeSet<String>, first: &str, second: Option<&str>) -> Option<String> {
    let two = second.map(|s| format!("{first}::{s}"));
    two.filter(|m| modules.contains(m)).or_else(|| modules.contains(first).then(|| first.to_owned()))
}

/// Every module of the crate and the modules it names (`crate::…` anywhere, `super::x` for a
/// sibling), tests left out.
fn uses(krate: &str) -> BTreeMap<String, BTreeSet<String>> {
    let prefix = format!("crates/{krate}/src/");
    let files: Vec<(String, String)> = sources(&prefix)
        .into_iter()
        .filter_map(|(path, text)| Some((module_of(path.strip_prefix(&prefix)?)?, text)))
        .collect();
    let modules: BTreeSet<String> = files
        .iter()
        .flat_map(|(module, _)| {
            let first = module.split("::").next().unwrap_or_default().to_owned();
            [module.clone(), first]
        })
        .collect();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &files {
        let text = without_tests(text);
        let parent = module.split("::").next().unwrap_or_default();
        for (at, _) in text.match_indices("crate::") {
            let rest = &text[at + "crate::".len()..];
            let mut segments = rest.split("::").map(|s| s.split(|c| !word(c)).next().unwrap_or_default());
            let Some(first) = segments.next().filter(|s| !s.is_empty()) else { continue };
            if let Some(target) = named(&modules, first, segments.next()) {
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
        if module.contains("::") {
            for (at, _) in text.match_indices("super::") {
                let sibling: String = text[at + "super::".len()..].chars().take_while(|&c| word(c)).collect();
                let target = format!("{parent}::{sibling}");
                if modules.contains(&target) {
                    edges.entry(module.clone()).or_default().insert(target);
                }
            }
        }
    }
    // A module's own parts, and its own parent, are not a knot.
    for (module, targets) in &mut edges {
        targets.retain(|t| {
            t != module && !module.starts_with(&format!("{t}::")) && !t.starts_with(&format!("{module}::"))
        });
    }
    edges
}

/// The knots: each set of two or more modules that reach one another (Tarjan's strongly
/// connected components), sorted.
fn knots(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w.as_str()) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w.as_str()]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w.as_str()) {
                    let low = self.low[v].min(self.index[w.as_str()]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut knot = Vec::new();
                while let Some(w) = self.stack.pop() {
                    knot.push(w.to_owned());
                    if w == v {
                        break;
                    }
                }
                if knot.len() > 1 {
                    knot.sort();
                    self.found.push(knot);
                }
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for v in edges.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.found.sort();
    walk.found
}

fn knots_of(krate: &str) -> Vec<Vec<String>> {
    knots(&uses(krate))
}

fn list(knots: &[&[&str]]) -> Vec<Vec<String>> {
    knots.iter().map(|k| k.iter().map(|m| (*m).to_owned()).collect()).collect()
}

#[test]
fn the_use_cases_the_command_and_the_domain_have_no_knots() {
    for krate in ["app", "server", "domain"] {
        assert_eq!(knots_of(krate), Vec::<Vec<String>>::new(), "modules of {krate} that reach one another");
    }
}

#[test]
fn the_other_crates_keep_only_their_listed_knots() {
    let listed: [(&str, &[&[&str]]); 4] = [
        ("api", &[&["cards", "listings", "state", "views::media", "views::project"]]),
        ("store", &[&["bulk", "projects"], &["entities::media", "media"]]),
        ("providers", &[&["cardano", "chain"]]),
        ("matching", &[&["grouping", "prepared", "result"]]),
    ];
    for (krate, knots) in listed {
        assert_eq!(knots_of(krate), list(knots), "the knots of {krate}");
    }
}

#[test]
fn the_knot_scan_sees_a_circle_and_no_more() {
    let edges: BTreeMap<String, BTreeSet<String>> =
        [("a", vec!["b"]), ("b", vec!["c"]), ("c", vec!["a"]), ("d", vec!["a"])]
            .into_iter()
            .map(|(from, to)| (from.to_owned(), to.into_iter().map(str::to_owned).collect()))
            .collect();
    assert_eq!(knots(&edges), list(&[&["a", "b", "c"]]));
}
