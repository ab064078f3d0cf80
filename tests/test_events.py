"""The record's contract (events/): every kind has a model, every written event fits it, bad events are refused
naming the kind and the field, the hidden markings agree, and ``kirana record schema`` lists every kind."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from events import (EVENTS, EventError, check_event, hidden_kinds, is_hidden_field, parse_event, record_schema,
                    visible_to)
from events.counter import NOTHING_IN_STOCK
from kirana.cli import app
from kirana.runs import with_shop
from events.record import EventRecord, read_record
from roles.scripted import SHOPS
from scenarios import load_scenario

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def months(month_cache) -> dict[str, list[dict]]:
    """Each scripted shop's 3-day month (seed 1), its events as written (the session's plays of these months,
    which the report's and the scaffolds' tests play too)."""
    return {shop: month_cache.shop(with_shop(load_scenario(seed=1, days=3), shop)).record.events for shop in SHOPS}


def test_every_event_of_every_scripted_shop_fits_its_model(months):
    assert set(months) == {"reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle"}
    seen = set()
    for shop, events in months.items():
        assert len(events) > 1000, shop
        for e in events:
            model = parse_event(e)
            assert model.kind == e["kind"] and model.seq == e["seq"]
            seen.add(e["kind"])
    # the scripted months reach most kinds; the rest are a model's (errors, scaffolds, refusals) or rarer
    assert len(seen) >= 40 and {"counter_left", "supplier_terms", "walk_in", "fraud_attempt"} <= seen


def test_the_hidden_flag_is_written_exactly_for_hidden_kinds(months):
    hidden = set(hidden_kinds())
    assert hidden == {"supplier_terms", "regular", "fraud_attempt", "duplicate_bill", "renderer_fallback"}
    for events in months.values():
        for e in events:
            assert (e.get("hidden") is True) == (e["kind"] in hidden), e
    terms = next(e for e in months["reference"] if e["kind"] == "supplier_terms")
    assert list(terms)[-3:] == ["fraud_scheme", "hidden", "terms"]  # where the record has always carried it
    regular = next(e for e in months["reference"] if e["kind"] == "regular")
    assert list(regular)[4:6] == ["hidden", "customer_id"]


def test_a_hidden_kind_gets_its_flag_from_the_model(tmp_path):
    record = EventRecord(tmp_path / "r.jsonl")
    record.append("duplicate_bill", 4, 5000, net_worth_effect_paise=-12_300, bill_id="B7", copy_of="B3",
                  supplier_id="S2", amount_paise=12_300)
    assert (tmp_path / "r.jsonl").read_text() == (
        '{"seq":0,"day":4,"minute":5000,"kind":"duplicate_bill","net_worth_effect_paise":-12300,"bill_id":"B7",'
        '"copy_of":"B3","supplier_id":"S2","amount_paise":12300,"hidden":true}\n')


@pytest.mark.parametrize("kind, fields, named", [
    ("counter_gossip", {"visit_id": "V1"}, "'counter_gossip'"),
    ("till_banked", {"amount_paise": 100, "amount_rupees": 1}, "field 'amount_rupees'"),
    ("till_banked", {}, "field 'amount_paise'"),
    ("till_banked", {"amount_paise": 1.5}, "field 'amount_paise'"),
    ("till_banked", {"amount_paise": "100"}, "field 'amount_paise'"),
    ("credit_decision", {"visit_id": "V1", "customer_id": "R1", "granted": 1, "amount_paise": 100,
                         "khata_balance_paise": 0, "hidden_reliable": True}, "field 'granted'"),
    ("counter_left", {"visit_id": "V1", "customer_id": None, "language": "en", "reason": "bored",
                      "posted_total_paise": 0, "mrp_total_paise": 0}, "field 'reason'"),
    ("turn_end", {"role": "chef", "turn": "office", "minutes_used_today": 3}, "field 'role'"),
    ("walk_in", {"net_worth_effect_paise": 0, "slot": 0, "lines": {}, "shelf_units": {}}, "field 'lines'"),
    ("day_start", {"hidden": True}, "field 'hidden'"),
])
def test_a_bad_event_is_refused_naming_kind_and_field_and_nothing_is_recorded(tmp_path, kind, fields, named):
    record = EventRecord(tmp_path / "r.jsonl")
    record.append("day_start", 1, 0)
    with pytest.raises(EventError) as err:
        record.append(kind, 1, 5, **fields)
    assert repr(kind) in str(err.value) and named in str(err.value)
    assert record.next_seq == 1 and len(read_record(tmp_path / "r.jsonl")) == 1


def test_the_write_check_accepts_what_the_model_accepts():
    fields = {"visit_id": "V1", "customer_id": "R1", "language": "hi", "reason": NOTHING_IN_STOCK,
              "posted_total_paise": 0, "mrp_total_paise": 0}
    assert check_event("counter_left", fields) == fields
    assert parse_event({"seq": 0, "day": 1, "minute": 0, "kind": "counter_left", **fields}).reason == "nothing in stock"
    assert check_event("counter_say", {"visit_id": "V1", "text": "₹40", "language": None, "bill_paise": None})


def test_hidden_markings_agree_and_every_field_is_documented_or_obvious():
    for kind, model in EVENTS.items():
        for name in model.model_fields:
            assert name.startswith("hidden_") == is_hidden_field(model, name), (kind, name)
        assert ("hidden" in model.model_fields) == (model.visibility == "hidden"), kind
        assert model.__doc__ and model.__doc__.strip(), kind
    assert visible_to("counter_request", "cashier") and not visible_to("counter_request", "manager")
    assert visible_to("day_start", "helper") and not visible_to("supplier_terms", "manager")


def test_events_sit_at_the_bottom_of_the_import_graph():
    """events/ imports only the standard library, pydantic and scenarios.vocabulary (inside functions too)."""
    project = {"market", "lang", "negotiation_kernel", "roles", "agents", "scoring", "report", "kirana", "scenarios"}
    for path in sorted((ROOT / "events").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top not in project or name == "scenarios.vocabulary", f"{path.name} imports {name}"


def test_record_schema_command_lists_every_kind():
    result = CliRunner().invoke(app, ["record", "schema"])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.output)
    mapping = schema["discriminator"]["mapping"]
    assert set(mapping) == set(EVENTS) and len(schema["oneOf"]) == len(EVENTS) == 63
    resumed = schema["$defs"]["RunResumed"]     # a resume says where the month went on from and what it threw away
    assert {"checkpoint", "from_day", "turn", "discarded_calls", "discarded"} <= set(resumed["properties"])
    left = schema["$defs"]["CounterLeft"]
    assert left["visibility"] == ["cashier"] and "nothing in stock" in left["properties"]["reason"]["enum"]
    terms = schema["$defs"]["SupplierTerms"]
    assert terms["visibility"] == "hidden" and {"kind", "hidden", "terms"} <= set(terms["required"])
    bill = schema["$defs"]["CounterBill"]["properties"]["hidden_reservation_paise"]
    assert bill["visibility"] == "hidden" and bill["type"] == "integer"


def test_the_event_vocabularies_match_the_scenario_schema():
    from typing import get_args

    from events.suppliers import FraudScheme, SupplierKind
    from scenarios import schema
    assert set(get_args(SupplierKind)) == set(get_args(schema.SupplierKind))
    assert set(get_args(FraudScheme)) == set(get_args(schema.FraudScheme)) | {"ghost_bill"}


def test_the_schema_file_readme_links_is_the_models_schema():
    kept = (ROOT / "events" / "record.schema.json").read_text(encoding="utf-8")
    assert json.loads(kept) == json.loads(json.dumps(record_schema())), \
        "events/record.schema.json is stale: python -m kirana record schema > events/record.schema.json"
    assert "events/record.schema.json" in (ROOT / "README.md").read_text(encoding="utf-8")


def _values(prop: dict) -> list:
    """The allowed string values of one property of the schema (its enum or const, inside anyOf too)."""
    found = []
    for part in [prop, *prop.get("anyOf", [])]:
        found += [v for v in part.get("enum", [part["const"]] if "const" in part else []) if isinstance(v, str)]
    return found


def test_the_schema_command_describes_every_field_of_every_kind_and_names_each_allowed_value():
    """`kirana record schema` prints a description for every field of every kind and of every nested part (the new
    user's trial, session 40: 201 of 348 fields had none), and a string field with allowed values names each."""
    result = CliRunner().invoke(app, ["record", "schema"])
    assert result.exit_code == 0, result.output
    defs = json.loads(result.output)["$defs"]
    fields = [(model, name, prop) for model, d in defs.items() for name, prop in d["properties"].items()]
    assert len(fields) >= 600 and len(defs) == 68
    bare = [f"{model}.{name}" for model, name, prop in fields if not prop.get("description", "").strip()]
    assert bare == [], f"fields with no description: {bare}"
    unnamed = [f"{model}.{name}: {value!r}" for model, name, prop in fields if name not in ("kind", "hidden")
               for value in _values(prop) if not re.search(rf"(?<!\w){re.escape(value)}(?!\w)", prop["description"])]
    assert unnamed == [], f"allowed values a description does not name: {unnamed}"
    line = defs["WalkInLine"]["properties"]
    assert "lost_price x wanted / visits" in line["lost_price"]["description"]  # the rule the report computes
    assert "typical quantity\"" not in json.dumps(line)


def test_every_units_field_of_the_record_says_its_unit():
    """A money field says paise; a minutes field says simulated minutes (or seconds, for a wait)."""
    for model, d in json.loads(json.dumps(record_schema()))["$defs"].items():
        for name, prop in d["properties"].items():
            text = prop["description"]
            if name.endswith("_paise"):
                assert "paise" in text, (model, name)
            if "minute" in name and name != "minute":
                assert "minute" in text, (model, name)
