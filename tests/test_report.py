"""The report and the transcripts of a run folder: files, numbers traced to the record, caching, CLI."""
from __future__ import annotations

import base64
import json
import re
import shutil

import pytest
from typer.testing import CliRunner

import kirana.anchors
from kirana.cli import app
from kirana.runs import run_to_folder, with_shop
from events.money import format_inr, paise
from events.record import read_record
from kirana.anchors import anchor_profits
from report import write_report
from report.transcripts import TranscriptError, conversations, format_text
from scenarios import load_scenario
from scoring import money_scores

runner = CliRunner()
CHARTS = {"profit_by_day", "where_money_went", "cash_and_stock", "where_demand_went", "failures_per_day", "refused_emails",
          "counter_by_language", "day_lanes"}


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("run") / "r"
    run_to_folder(with_shop(load_scenario(seed=1, days=3), "reference"), folder, engine="direct")
    write_report(folder, anchors=anchor_profits)
    return folder


def test_report_writes_markdown_html_and_charts(run_dir):
    assert {p.stem for p in (run_dir / "charts").glob("*.svg")} == CHARTS
    md = (run_dir / "report.md").read_text(encoding="utf-8")
    for name in CHARTS:
        assert f"(charts/{name}.svg)" in md
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    images = re.findall(r'<img alt="[^"]*" src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)">', page)
    assert len(images) == len(CHARTS)
    for data, name in zip(images, ["profit_by_day", "where_money_went"]):  # the page's first two charts
        assert base64.b64decode(data) == (run_dir / "charts" / f"{name}.svg").read_bytes()
    for data in images:
        svg = base64.b64decode(data).decode("utf-8")
        assert svg.startswith("<?xml") and "<svg " in svg and svg.rstrip().endswith("</svg>") and len(svg) > 5_000
        assert "<script" not in svg and "<image" not in svg  # a vector drawing: nothing run, nothing rasterised
    assert "http://" not in page and "https://" not in page and "<script" not in page  # nothing to fetch or run


def test_report_numbers_trace_to_the_record_and_the_anchors_to_the_scripted_shops(run_dir, month_cache):
    events = read_record(run_dir / "record.jsonl")
    opening = next(e for e in events if e["kind"] == "net_worth_open")["net_worth_paise"]
    closing = [e for e in events if e["kind"] == "day_close"][-1]["net_worth_paise"]
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert f"<td>{format_inr(closing - opening, sign=True)}</td>" in page
    assert f"{len(events):,} events" in page
    credit = [e for e in events if e["kind"] == "credit_decision"]
    right = sum(e["granted"] == e["hidden_reliable"] for e in credit)
    assert f"{round(100 * right / len(credit), 2):g}% of {len(credit):,} decisions" in page
    anchors = json.loads((run_dir / "anchors.json").read_text())
    for shop in ("reference", "no-manager"):
        # the session's play of the shop's month: agents.direct.play_month in a test process, not the anchors' code
        played = money_scores(month_cache.shop(with_shop(load_scenario(seed=1, days=3), shop)).record.events)
        assert anchors["shops"][shop]["profit_by_day_inr"] == played["profit_by_day_inr"]
        assert f"<td>{format_inr(paise(played['profit_inr']), sign=True)}</td>" in page
    # the run is the reference shop itself, so its line is the reference anchor
    assert anchors["shops"]["reference"]["profit_inr"] == (closing - opening) / 100


def test_anchors_are_cached_and_replayed_when_the_scenario_changes(tmp_path, run_dir, monkeypatch):
    folder = tmp_path / "copy"
    shutil.copytree(run_dir, folder)
    # what is checked here is where the anchors come from; the charts (painted and checked in run_dir) are
    # handed back as run_dir painted them, sparing two paintings of eight charts
    def painted(jobs):
        return {name: (run_dir / "charts" / f"{name}.svg").read_bytes() for name in jobs}

    monkeypatch.setattr(kirana.anchors, "_play", lambda *a: pytest.fail("the cache should have been used"))
    write_report(folder, anchors=anchor_profits, draw=painted)  # cached: nothing played
    played = []
    monkeypatch.setattr(kirana.anchors, "_play", lambda sc, shop: played.append(shop) or
                        {"profit_inr": 0.0, "profit_by_day_inr": [0.0] * sc.days})
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(tmp_path / "empty-cache"))  # other tests may have cached seed 2
    resolved = folder / "scenario.resolved.yaml"
    resolved.write_text(resolved.read_text().replace("seed: 1", "seed: 2"))
    write_report(folder, anchors=anchor_profits, draw=painted)
    assert played == list(kirana.anchors.ANCHOR_SHOPS)
    assert json.loads((folder / "anchors.json").read_text())["seed"] == 2


def test_report_cli_day_option_and_errors(tmp_path, run_dir):
    folder = tmp_path / "copy"
    shutil.copytree(run_dir, folder)
    ok = runner.invoke(app, ["report", str(folder), "--day", "2", "--no-anchors"])
    assert ok.exit_code == 0, ok.output
    assert "report.html" in ok.output
    assert "day 2 (figure 14)" in (folder / "report.md").read_text(encoding="utf-8")
    bad_day = runner.invoke(app, ["report", str(folder), "--day", "9", "--no-anchors"])
    assert bad_day.exit_code == 2 and "--day 9" in bad_day.output
    nothing = runner.invoke(app, ["report", str(tmp_path / "nope")])
    assert nothing.exit_code == 2 and "no record.jsonl" in nothing.output


def test_transcripts_link_each_email_to_its_decisions_and_reply(run_dir):
    events = read_record(run_dir / "record.jsonl")
    items = conversations(events)
    told = [(c["minute"], c["seq"]) for c in items if c["type"] != "instruction"]
    assert told == sorted(told)  # simulated time, then record order (a turn is recorded ahead of earlier visits)
    assert [c["seq"] for c in items] != sorted(c["seq"] for c in items)  # (record order alone differs here)
    for k, c in enumerate(items[:-1]):  # an instruction is told just before the conversation it was handed over for
        if c["type"] == "instruction" and c["seq"] % 1:
            assert items[k + 1]["seq"] == c["seq"] + 0.5
    emails = [c for c in items if c["type"] == "email"]
    assert len(emails) == sum(e["kind"] == "email_received" for e in events)
    assert sum(len(c["decisions"]) for c in emails) == sum(e["kind"] == "supplier_decision" for e in events)
    last_day = max(e["day"] for e in events)
    for c in emails:
        assert c["read"]["readable"] and c["decisions"]
        assert all(d["hidden_floor_paise"] <= d["hidden_list_paise"] for d in c["decisions"]
                   if d.get("hidden_list_paise") is not None)
        if c["day"] < last_day:
            assert c["reply"] is not None and c["reply"]["minute"] > c["minute"]
        if c["reply"] is not None:
            assert c["reply"]["renderer"] == "template" and c["reply"]["fell_back"] is False
    visits = {e["visit_id"] for e in events if e["kind"] in ("counter_request", "counter_left")}
    counter = [c for c in items if c["type"] == "counter"]
    assert {c["visit_id"] for c in counter} == visits and all(c["outcome"] for c in counter)
    spoken = [s for c in counter for s in c["steps"] if s["kind"] == "customer_words"]
    assert len(spoken) == sum(e["kind"] == "customer_words" for e in events)
    doors = [c for c in items if c["type"] == "door"]
    assert len(doors) == sum(e["kind"] == "van_arrived" for e in events)
    text = format_text(items)
    assert "hidden list and floor" in text and "fell back to template: no" in text and "outcome: bought" in text


def test_transcript_filters(run_dir):
    events = read_record(run_dir / "record.jsonl")
    s2 = conversations(events, supplier="S2")
    assert s2 and all(c["supplier_id"] == "S2" for c in s2)
    assert {c["type"] for c in conversations(events, role="cashier")} == {"counter", "instruction", "report"}
    # the report it was asked for, and each night's report it filed (a trial, session 56: only "Books done." showed)
    assert {c["type"] for c in conversations(events, role="munshi")} == {"instruction", "report"}
    assert {c["type"] for c in conversations(events, role="manager")} <= {"email", "supplier_message"}
    assert all(c["day"] == 2 for c in conversations(events, day=2))
    assert conversations(events, supplier="S2", role="cashier") == []
    with pytest.raises(TranscriptError, match="S1, S2"):
        conversations(events, supplier="S99")
    with pytest.raises(TranscriptError, match="munshi"):
        conversations(events, role="owner")


def test_transcript_cli_text_json_and_errors(run_dir):
    text = runner.invoke(app, ["transcript", str(run_dir), "--supplier", "S1", "--day", "1"])
    assert text.exit_code == 0, text.output
    assert "manager → S1" in text.output and "[list ₹" in text.output and "reply at d1" in text.output
    as_json = runner.invoke(app, ["transcript", str(run_dir), "--role", "cashier", "--day", "1", "--json"])
    data = json.loads(as_json.stdout)
    assert data and {c["type"] for c in data} == {"counter", "instruction", "report"} and all(c["day"] == 1 for c in data)
    handed = next(c for c in data if c["type"] == "instruction")
    assert handed["to"] == "cashier" and handed["judged"][0]["kind"] == "credit"
    assert data[data.index(handed) + 1]["type"] == "counter"       # shown just before the visit it was handed over at
    bad = runner.invoke(app, ["transcript", str(run_dir), "--supplier", "S99"])
    assert bad.exit_code == 2 and "S99" in bad.output
    missing = runner.invoke(app, ["transcript", str(run_dir / "nope")])
    assert missing.exit_code == 2 and "no record.jsonl" in missing.output


def test_transcript_reads_a_record_cut_short(tmp_path, run_dir):
    """A killed run leaves a torn last line: the transcript shows what was recorded, replies pending included."""
    folder = tmp_path / "cut"
    folder.mkdir()
    lines = (run_dir / "record.jsonl").read_text(encoding="utf-8").split("\n")
    cut = next(i for i, line in enumerate(lines) if '"kind":"email_received"' in line) + 1
    (folder / "record.jsonl").write_text("\n".join(lines[:cut + 1]) + "\n" + lines[cut + 1][:20], encoding="utf-8")
    result = runner.invoke(app, ["transcript", str(folder), "--role", "manager"])
    assert result.exit_code == 0, result.output
    assert "reply: none in the record yet" in result.output


def test_the_report_shows_the_renderer_models_work_and_an_unknown_cost_with_its_estimate(tmp_path, run_dir):
    """usage.json as a run against a server that reported no usage, with a renderer model, writes it:
    the report gives the cost as unknown with the estimate beside it, and the renderer's work."""
    folder = tmp_path / "copy"
    shutil.copytree(run_dir, folder)
    (folder / "usage.json").write_text(json.dumps({
        "manager": {"model": "openai:m@http://127.0.0.1:8000/v1", "calls": 12, "prompt_tokens": 0,
                    "completion_tokens": 0, "calls_without_usage": 12, "cost_usd": None,
                    "estimated_cost_usd": 0.0125},
        "renderer": {"model": "model:tiny", "calls": 7, "prompts": 30, "prompt_tokens": 4200,
                     "completion_tokens": 180, "seconds": 2.5, "generated": 30, "cached": 4}}))
    assert runner.invoke(app, ["report", str(folder), "--no-anchors"]).exit_code == 0
    md = (folder / "report.md").read_text(encoding="utf-8")
    assert ("| renderer model's work | 7 calls, 30 prompts, 4,200 prompt and 180 generated tokens, 2.5 s "
            "(4 from the cache) |") in md
    assert "unknown: 12 calls came back without usage (estimate $0.0125, from an offline token count)" in md
    from report.document import CALLS_TEXT  # the role table's calls, related to the record (session 40)
    assert CALLS_TEXT in md and "the model calls, tokens and cost (Efficiency and model cost) come from " \
                                "`usage.json`" in md and "anchors.json" not in md.split("## ")[0]  # --no-anchors


def test_report_tables_what_the_manager_asked_and_what_happened(run_dir):
    """The report's instruction table: one row per kind the manager used, its counts the record's judgement."""
    from scoring import instruction_scores
    events = read_record(run_dir / "record.jsonl")
    scores = instruction_scores(events)
    md = (run_dir / "report.md").read_text(encoding="utf-8")
    section = md[md.index("## What the manager asked, what happened"):]
    section = section[:section.index("\n## ", 4)]
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| staff")]
    by_kind = scores["instructions_by_kind"]
    asked = {k: v for k, v in by_kind.items() if v["asked"]}
    assert set(asked) == {"shelf_plan", "credit", "report"}     # the reference manager's three kinds
    assert asked["shelf_plan"]["asked"] == 3 and asked["report"]["asked"] == 1   # one plan a day; the report once
    labels = {"shelf_plan": "keep shelves at the shelf plan", "credit": "refuse credit to named customers / over a limit",
              "report": "add payables due / overdue khata to the nightly report"}
    assert rows == [f"| {k['role']} | {labels[kind]} | {k['asked']} | {k['followed']} | {k['ignored']} | "
                    f"{k['contradicted']} | {k['forfeited']} | {k['no_occasion']} | "
                    f"{k['occasions_followed']} of {k['occasions_judged']} |" for kind, k in asked.items()]
    assert asked["shelf_plan"]["followed"] == 3 and asked["credit"]["followed"] >= 1
    occ = scores["instructions_occasions"]
    assert all(o["occasions_followed"] == o["occasions_judged"] > 0 for o in occ.values())  # every occasion followed
    assert "Followed (share of blocks): " + ", ".join(
        f"{r} 100% ({o['blocks_judged']} of {o['blocks_judged']} blocks; {o['occasions_judged']:,} of "
        f"{o['occasions_judged']:,} occasions)" for r, o in occ.items()) + "." in section
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "What the manager asked, what happened" in page


def test_transcript_text_shows_the_cashier_the_instruction_then_what_it_did(run_dir):
    """``kirana transcript RUN --role cashier`` (text): each credit watch list appears, with its block and its
    judgement, just before the first visit it was handed over at; a named customer's refusal follows it."""
    events = read_record(run_dir / "record.jsonl")
    out = runner.invoke(app, ["transcript", str(run_dir), "--role", "cashier", "--day", "2"])
    assert out.exit_code == 0, out.output
    text = out.output
    msg = next(e for e in events if e["kind"] == "staff_message" and e["to"] == "cashier" and e["day"] == 2)
    handed = next(e for e in events if e["kind"] == "staff_message_delivered" and e["msg_id"] == msg["msg_id"])
    head = text.index(f"manager → cashier, message {msg['msg_id']} (sent d2 ")
    assert f"handed over at the start of its {handed['turn']} turn" in text[head:head + 200]
    assert text.index('| ```credit') > head and "credit: FOLLOWED (" in text
    first_visit = next(e for e in events if e["kind"] == "counter_request" and e["seq"] > handed["seq"])
    assert head < text.index(f"visit {first_visit['visit_id']}:")
    refused = next(e for e in events if e["kind"] == "credit_decision" and e["day"] == 2 and not e["granted"]
                   and e["customer_id"] in msg["instructions"][0]["refuse"])
    assert head < text.index(f"visit {refused['visit_id']}: regular {refused['customer_id']}")
    assert "manager → helper" not in text and "manager → munshi" not in text


def test_the_profit_charts_run_label_leaves_out_server_addresses():
    """A new user's trial: "this run (manager=openai:fake-loop@http://127.0.0.1:18082/v1, cashier=…, …)" ran past
    the plot and covered the run's own line; the label names the odd roles out and the rest once."""
    from report import _label
    models = {"manager": "openai:fake-loop@http://127.0.0.1:18082/v1", "cashier": "scripted:honest",
              "helper": "scripted:honest", "munshi": "scripted:honest"}
    assert _label(models) == "manager=openai:fake-loop, others scripted:honest"
    assert _label({r: "scripted:honest" for r in models}) == "scripted:honest"


def test_report_shows_where_the_money_went_the_costliest_items_and_refusals_by_reason(run_dir):
    """The profit-and-loss table ends at the record's profit and names its events; the items and refusal
    sections are there (in Markdown and HTML), the waterfall beside the account."""
    events = read_record(run_dir / "record.jsonl")
    opening = next(e for e in events if e["kind"] == "net_worth_open")["net_worth_paise"]
    closing = [e for e in events if e["kind"] == "day_close"][-1]["net_worth_paise"]
    md = (run_dir / "report.md").read_text(encoding="utf-8")
    section = md[md.index("## Where the money went"):]
    section = section[:section.index("\n## ", 4)]
    assert "(charts/where_money_went.svg)" in section
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| line")]
    assert rows[-1].startswith(f"| = net profit (closing less opening net worth) | "
                               f"{format_inr(closing - opening, sign=True)} |")
    rent = sum(e["amount_paise"] for e in events if e["kind"] == "running_cost" and e["what"] == "rent")
    assert f"| running cost: rent | {format_inr(-rent)} | running_cost (rent) |" in rows
    spoiled = sum(e["cost_paise"] for e in events if e["kind"] == "spoiled")
    assert f"| stock spoiled, thrown out at cost (fraud goods below) | {format_inr(-spoiled)} | spoiled.cost_paise " \
           f"(less fraud goods) |" in rows  # (the scripted shop takes in no fraud goods)
    assert not any("moved by no event" in r for r in rows)  # the record conserves net worth
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    for title in ("Where the money went", "The items that cost most", "Refused e-mails by reason"):
        assert f"## {title}" in md and f"<h2>{title}</h2>" in page
    assert "The desk refused no e-mail this month." in md  # the reference manager writes blocks


def test_the_header_names_each_input_beside_the_record(run_dir):
    """A new user's trial (session 40): the header said every number came from record.jsonl, while the anchor rows
    came from anchors.json and the model-cost table from usage.json; the efficiency section said usage.json was
    "the one input beside the record" and did not say how its calls relate to the record."""
    from report import sources_line
    from report.document import CALLS_TEXT
    md = (run_dir / "report.md").read_text(encoding="utf-8")
    n = len(read_record(run_dir / "record.jsonl"))
    line = next(l for l in md.splitlines() if l.startswith("Every number below"))
    assert f"`record.jsonl` ({n:,} events" in line
    assert "except: the scripted shops' profits (their rows in At a glance, their lines on the profit chart) come " \
           "from `anchors.json`" in line
    assert not (run_dir / "usage.json").exists() and "usage.json" not in line  # no model-cost table: not named
    assert "the one input beside the record" not in md
    assert CALLS_TEXT not in md and "tool_call + invalid_action + tool_error + turn_looped" in CALLS_TEXT  # no table
    assert "| customer language | customers with something asked for in stock (served or not) | bought |" in md
    assert "is lost to price even when the shelf was also empty" in md
    assert sources_line(12, "ab", anchors=False, usage=False) == (
        "Every number below is computed from `record.jsonl` (12 events, sha256 ab…) by `scoring.score_record` "
        "(definitions in README's \"What each score means\").")
    both = sources_line(1_200, "ab", anchors=False, usage=True, people=True, fork=True)
    assert both.count("; ") == 2 and "(1,200 events" in both and "anchors.json" not in both
    assert "except: the model calls, tokens and cost (Efficiency and model cost) come from `usage.json`, the run's " \
           "own count of its model requests; a person's month" in both
    assert both.endswith("the parent run's profit in the fork comparison comes from the parent's record.")
