//! The unit test of [`crate::test_layout`], kept out of its file: wormcast-model's test
//! program includes that file by path and would run this test a second time.

use crate::test_layout::undeclared_test_files;

#[test]
fn finds_a_file_and_a_folder_not_declared_and_ignores_data() {
    let d = std::env::temp_dir().join(format!("wormcast-test-layout-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(d.join("sub")).unwrap();
    std::fs::create_dir_all(d.join("snapshots")).unwrap();
    for f in [
        "all.rs",
        "a.rs",
        "b.rs",
        "sub/mod.rs",
        "notes.md",
        "snapshots/x.snap",
    ] {
        std::fs::write(d.join(f), "").unwrap();
    }
    assert_eq!(undeclared_test_files(&d, "mod a;\n"), ["b", "sub"]);
    assert!(undeclared_test_files(&d, "mod a;\nmod b;\nmod sub;\n").is_empty());
    std::fs::remove_dir_all(&d).unwrap();
}
