"""What README and docs/reference.md say a new user will find, checked against what the code does (a new user's
walk, session 56): the run folder's ``scores.json`` after Ctrl-C, and the language a refusal is worded in."""
from __future__ import annotations

import re
from pathlib import Path

from lang.reader import read_message
from lang.refusals import reader_reason

ROOT = Path(__file__).resolve().parents[1]


def _scores_row(doc: str) -> str:
    lines = (ROOT / doc).read_text(encoding="utf-8").splitlines()
    row, = [line for line in lines if line.startswith("| `scores.json` |")]
    return row


def test_the_scores_row_says_ctrl_c_writes_scores_json_and_only_a_kill_leaves_it_to_kirana_report():
    """docs/reference.md had said "a killed run (Ctrl-C, SIGTERM, SIGKILL) gets them from `kirana report FOLDER`";
    Ctrl-C and SIGTERM write them for the closed days (``kirana.run_scores.scores_of_user_stop``), as README says."""
    for doc in ("README.md", "docs/reference.md"):
        row = _scores_row(doc)
        written, _, left = row.partition("`kirana report FOLDER`")
        assert left, doc
        clauses = written.split(";")
        said_written, said_none = ";".join(clauses[:-1]), clauses[-1]
        assert "Ctrl-C" in said_written and "SIGTERM" in said_written, (doc, said_written)
        assert re.search(r"SIGKILL|kill -9", said_none), (doc, said_none)
        assert "SIGTERM" not in said_none and ("Ctrl-C" not in said_none or "--engine direct" in said_none), doc


def test_readme_says_a_refusal_is_worded_in_the_suppliers_language_and_it_is():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "A refused e-mail's reason is worded in the **supplier's** language, not the e-mail's" in readme
    said = read_message("Doodh 500ml x 60 bhej dena kal subah, aur dahi bhi kuch.")  # the walk's Hinglish e-mail
    assert not said.intents and said.reason_key == "no_quantity.how_many"
    # to S2, a Hindi supplier, the walk's run recorded this reason_said (record seq 207): the supplier's language
    hindi = reader_reason(said.reason_key, said.reason_args, "hi")
    assert hindi == "मात्रा नहीं लिखी: “दही कितना चाहिए? (पैकेट में लिखिए)”"
    assert reader_reason(said.reason_key, said.reason_args, "hinglish").startswith("quantity nahi likhi")
