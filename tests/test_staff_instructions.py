"""The manager runs the shop through its staff: messages to staff are recorded, handed over once at the
role's next turn, followed by the scripted staff (each instruction kind has its effect at the right
turn), the same through AutoGen, and the shelf plan lasts across midnight and a checkpoint/resume."""
from __future__ import annotations

import json

import pytest

import roles.scripted as scripted
from agents.briefs import turn_brief, turn_from_brief
from agents.direct import play_month
from agents.episode import run_episode
from event_builder import complete
from instruction_clients import FREE_TEXT, PLAN_TEXT, REPORT_TEXT, BriefKeepingClient, InstructingManager, credit_text
from kirana.runs import with_shop
from lang.english import block
from market.catalogue import load_catalogue
from events.record import EventRecord
from engine.shop import Shop
from roles.instructions import InstructionError, parse_instructions
from roles.scripted.staff import ReferenceCashier, ReferenceHelper, ReferenceMunshi
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring import instruction_scores, score_record
from scoring.instructions import judge_instructions

DAYS = 2


def _kinds(events, kind, **match):
    return [e for e in events if e["kind"] == kind and all(e.get(k) == v for k, v in match.items())]


@pytest.fixture(scope="module")
def reference():
    return play_month(load_scenario(days=DAYS)).record.events


@pytest.fixture(scope="module")
def target(reference):
    """A customer the reference cashier gave credit to on day 1 after 09:00, when the instruction has arrived."""
    granted = [e for e in reference if e["kind"] == "credit_decision" and e["granted"] and e["day"] == 1]
    return granted[0]["customer_id"]


@pytest.fixture(scope="module")
def instructing(target):
    InstructingManager.refuse_credit = target
    scripted.SHOPS["instructing"] = {**scripted.SHOPS["reference"], "manager": InstructingManager}
    yield with_shop(load_scenario(days=DAYS), "instructing")
    del scripted.SHOPS["instructing"]


@pytest.fixture(scope="module")
def direct(instructing):
    return play_month(instructing).record.events


# --- the structured form ---------------------------------------------------------
def test_blocks_are_read_into_normalized_instructions():
    cat = load_catalogue()
    text = "Please:\n" + block("shelf_plan", {"items": {"chawal": 12, "milk-500ml": 0}}) + "\n" + block("van", {"refuse": ["S7"]})
    assert parse_instructions(text, "helper", cat) == [
        {"kind": "shelf_plan", "items": {"rice-1kg": 12, "milk-500ml": 0}}, {"kind": "van", "refuse": ["S7"]}]
    assert parse_instructions(block("lowest_price", {"items": {"rice": 40.5}, "pct_of_posted": 97}), "cashier", cat) == [
        {"kind": "lowest_price", "items": {"rice-1kg": 4050}, "pct_of_posted": 97.0}]
    assert parse_instructions(block("credit", {"limit_inr": 2000}), "cashier", cat) == [
        {"kind": "credit", "refuse": [], "limit_paise": 200000}]
    assert parse_instructions("Be quick today, and ```negotiate {}``` is not mine", "munshi", cat) == []


@pytest.mark.parametrize("text, role, field", [
    (block("credit", {"refuse": ["R1"]}), "helper", "credit"),
    (block("shelf_plan", {"items": {"rice": 41}}), "helper", "shelf_plan.items.rice"),
    (block("shelf_plan", {"items": {"caviar": 1}}), "helper", "shelf_plan.items.caviar"),
    (block("report", {"include": ["gossip"]}), "munshi", "report.include.0"),
    (block("lowest_price", {"items": {"rice": 44}}), "cashier", "lowest_price.items.rice"),   # above MRP ₹43
    ("```van\n{refuse: S7}\n```", "helper", "van"),
    ('```credit\n{"limit_inr": NaN}\n```', "cashier", "credit"),                  # JSON has no NaN
    ('```credit\n{"limit_inr": 1e308}\n```', "cashier", "credit.limit_inr"),      # beyond ₹10¹²
    ('```lowest_price\n{"items": {"rice": 1e400}}\n```', "cashier", "lowest_price.items.rice"),   # inf
    ('Keep rice at ten.\n```shelf_plan\n{"items": {"rice": 10}}', "helper", "shelf_plan"),      # never closed
])
def test_a_bad_block_names_its_field(text, role, field):
    with pytest.raises(InstructionError) as err:
        parse_instructions(text, role, load_catalogue())
    assert err.value.field == field


def test_send_message_refuses_a_bad_block_and_records_nothing_sent():
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    turn = shop.next_turn()
    assert (turn.role, turn.kind) == ("manager", "office")
    bad = box.call("manager", "send_message", {"to": "cashier", "text": block("credit", {"refuse": ["R999"]})})
    assert not bad.ok and "credit.refuse" in bad.error and "R999" in bad.error
    assert shop.state.inbox["cashier"] == [] and not _kinds(shop.record.events, "staff_message")
    assert _kinds(shop.record.events, "invalid_action", tool="send_message")


@pytest.mark.parametrize("to, text, field", [
    ("cashier", '```credit\n{"limit_inr": Infinity}\n```', "credit"),
    ("cashier", '```credit\n{"limit_inr": 1e308}\n```', "credit.limit_inr"),
    ("cashier", '```lowest_price\n{"items": {"rice": NaN}}\n```', "lowest_price"),
    ("helper", 'Rice: ten on the shelf.\n```shelf_plan\n{"items": {"rice": 10}}\n', "shelf_plan"),
])
def test_a_malformed_block_is_a_recorded_refusal_naming_its_field_not_an_internal_error(to, text, field):
    """What a model might write: numbers JSON has no room for, a block never closed. The manager is told
    which field and how to fix it (an ``invalid_action``), never a ``tool_error``, and nothing is sent."""
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    shop.next_turn()
    bad = box.call("manager", "send_message", {"to": to, "text": text})
    assert not bad.ok and bad.error.startswith(f"text: {field}:") and "internal error" not in bad.error
    refused = _kinds(shop.record.events, "invalid_action", tool="send_message")
    assert len(refused) == 1 and refused[0]["argument"] == "text" and refused[0]["error"] == bad.error
    assert not _kinds(shop.record.events, "tool_error") and not _kinds(shop.record.events, "staff_message")
    assert shop.state.inbox[to] == []


# --- handed over once, in order, at the next turn ----------------------------------
def test_messages_are_handed_over_once_in_order_with_a_heading_and_can_be_read_again():
    shop = Shop(load_scenario(days=1))
    box = ToolBox(shop)
    shop.next_turn()
    for text in ("first: count the godown", "second: " + block("van", {"refuse": ["S1"]})):
        assert box.call("manager", "send_message", {"to": "helper", "text": text}).data["to"] == "helper"
    box.call("manager", "go_home", {})
    shop.end_turn()
    sent = _kinds(shop.record.events, "staff_message")
    assert [(e["to"], e["text"][:6], e["instructions"]) for e in sent] == [
        ("helper", "first:", []), ("helper", "second", [{"kind": "van", "refuse": ["S1"]}])]
    turn = shop.next_turn()
    assert turn.role == "helper"
    assert [m["text"][:6] for m in turn.instructions] == ["first:", "second"]
    brief = turn_brief(turn)
    assert brief.index("Instructions from the manager (2 new") < brief.index("first: count") < brief.index("second:")
    again = box.call("helper", "read_instructions", {}).data["instructions"]
    assert [(m["text"][:6], m["new"]) for m in again] == [("first:", True), ("second", True)]
    shop.end_turn()
    later = shop.next_turn()
    while later.role != "helper":
        shop.end_turn()
        later = shop.next_turn()
    assert later.instructions == [] and "Instructions from the manager" not in turn_brief(later)
    assert [(m["id"], m["new"]) for m in box.call("helper", "read_instructions", {}).data["instructions"]] == [
        (sent[0]["msg_id"], False), (sent[1]["msg_id"], False)]
    assert len(_kinds(shop.record.events, "staff_message_delivered")) == 2


# --- each instruction's effect at the right turn ----------------------------------------
def test_each_staff_role_follows_its_instruction_at_its_next_turn(direct, reference, target):
    sent = {(e["to"], e["text"]): e for e in _kinds(direct, "staff_message")}
    assert set(sent) == {("helper", PLAN_TEXT), ("cashier", credit_text(target)), ("munshi", REPORT_TEXT),
                         ("cashier", FREE_TEXT)}
    handed = {e["msg_id"]: e for e in _kinds(direct, "staff_message_delivered")}
    # helper: handed over at the 08:30 floor turn; by its end the rice shelf is at the plan, 10 (reference: full, 40)
    plan = handed[sent[("helper", PLAN_TEXT)]["msg_id"]]
    assert (plan["day"], plan["turn"]) == (1, "floor")
    first_count = next(e for e in direct if e["kind"] == "shelf_count" and e["seq"] > plan["seq"])
    assert first_count["shelf_units"]["rice-1kg"] == 10 and first_count["plan"] == {"rice-1kg": 10}
    assert _kinds(reference, "shelf_count")[0]["shelf_units"]["rice-1kg"] == 40
    # ... and it stands after midnight: every day-2 count keeps rice at 10 with no new message
    floor_turns = len(load_scenario(days=DAYS).helper_floor_turns)  # one shelf count per helper floor turn
    assert [e["shelf_units"]["rice-1kg"] for e in _kinds(direct, "shelf_count", day=2)] == [10] * floor_turns
    assert all(e["plan"] == {"rice-1kg": 10} for e in _kinds(direct, "shelf_count", day=2))
    # cashier: the named customer is refused credit at their next request (the reference cashier granted it)
    credit = handed[sent[("cashier", credit_text(target))]["msg_id"]]
    asked = [e for e in direct if e["kind"] == "credit_decision" and e["customer_id"] == target and e["seq"] > credit["seq"]]
    assert asked and not asked[0]["granted"]
    assert next(e for e in reference if e["kind"] == "credit_decision" and e["customer_id"] == target)["granted"]
    # munshi: that night's report carries the payables due within 3 days, and they are the truth
    report = handed[sent[("munshi", REPORT_TEXT)]["msg_id"]]
    books = next(e for e in direct if e["kind"] == "books_report" and e["seq"] > report["seq"])
    assert books["day"] == 1 and books["payables_due_within_days"] == 3
    assert books["claimed_payables_due_paise"] == books["truth_payables_due_paise"]
    # free text: ignored, and said so in the cashier's next report to the manager
    note = next(e for e in direct if e["kind"] == "tool_call" and e["tool"] == "report_sales")["args"]["note"]
    assert "could not read your message of d1" in note and "Please be polite" in note
    scores = score_record(direct)
    assert scores["instructions_followed_pct"] == {"cashier": 100.0, "helper": 100.0, "munshi": 100.0}
    assert scores["staff_messages"]["cashier"] == {"sent": 2, "free_text": 1}
    assert scores["instructions_by_kind"]["credit"]["followed"] == 1


def test_van_and_lowest_price_instructions(reference):
    van = next(e for e in reference if e["kind"] == "van_arrived")
    offers = [e for e in reference if e["kind"] == "counter_bill" and e["answer"] == "agree"
              and e["total_paise"] < 0.99 * e["posted_total_paise"] and e["day"] == 1 and e["minute"] > 600]
    assert offers, "the reference cashier met some counter-offers below 99% of the posted prices"
    class VanAndPriceManager(InstructingManager):
        extra = {"helper": block("van", {"refuse": [van["supplier_id"]]}),
                 "cashier": block("lowest_price", {"pct_of_posted": 99})}

    scripted.SHOPS["instructing-van"] = {**scripted.SHOPS["reference"], "manager": VanAndPriceManager}
    try:
        events = play_month(with_shop(load_scenario(days=DAYS), "instructing-van")).record.events
    finally:
        del scripted.SHOPS["instructing-van"]
    refused = _kinds(events, "delivery_refused", supplier_id=van["supplier_id"])
    assert refused and all("manager asked" in e["reason"] for e in refused)
    assert not _kinds(events, "delivery_taken", supplier_id=van["supplier_id"])
    handed = next(e for e in events if e["kind"] == "staff_message_delivered" and e["to"] == "cashier")
    sales = [e for e in events if e["kind"] == "counter_sale" and e["seq"] > handed["seq"]]
    assert sales and all(e["charged_total_paise"] >= 0.99 * e["posted_total_paise"] - 1 for e in sales)
    judged = {j["kind"]: j["outcome"] for j in judge_instructions(events)}
    assert judged["van"] == "followed" and judged["lowest_price"] == "followed"


# --- the same through AutoGen ----------------------------------------------------------
def test_through_autogen_the_staff_brief_holds_the_instruction_and_the_record_is_the_same(instructing, direct,
                                                                                         tmp_path):
    """Each staff role behind a scripted model client: its brief hands over the manager's message (block and all)
    once, at the turn the direct run handed it over, and the record is the direct run's, byte for byte."""
    roles = {r: v.model_dump() for r, v in instructing.roles.items()}
    for role in ("cashier", "helper", "munshi"):
        roles[role]["model"] = {"provider": "instruction_clients.BriefKeepingClient",
                                "config": {"shop": "reference", "role": role}}
    scenario = instructing.model_validate({**instructing.model_dump(), "roles": roles})
    BriefKeepingClient.briefs.clear()
    BriefKeepingClient.by_role.clear()
    run_episode(scenario, tmp_path)
    got = (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()
    want = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in direct]
    assert got[1:] == want[1:]                     # line 0 names the models, which differ
    texts = {"cashier": credit_text(InstructingManager.refuse_credit), "helper": PLAN_TEXT, "munshi": REPORT_TEXT}
    for role, text in texts.items():
        holding = [b for b in BriefKeepingClient.by_role[role] if "Instructions from the manager" in b]
        assert len(holding) == 1, role             # handed over once ...
        brief = holding[0]
        assert all(line in brief for line in text.splitlines()), role   # ... with the block as sent
        assert brief.index("Instructions from the manager") < brief.index(text.splitlines()[0]) < brief.index("```turn")
        handed = next(e for e in direct if e["kind"] == "staff_message_delivered" and e["to"] == role)
        turn = turn_from_brief(brief)              # ... at the turn the direct run handed it over
        assert (turn.role, turn.kind, turn.day, turn.minute) == (role, handed["turn"], handed["day"], handed["minute"])
    cashier = next(b for b in BriefKeepingClient.by_role["cashier"] if "Instructions from the manager" in b)
    assert "(2 new;" in cashier and cashier.index("No credit for") < cashier.index(FREE_TEXT) < cashier.index("```turn")


# --- the shelf plan survives a checkpoint and resume ----------------------------------------------
def test_the_shelf_plan_survives_a_checkpoint_and_resume(instructing, direct, tmp_path):
    run_episode(instructing, tmp_path, stop_after_day=1)
    saved = json.loads(sorted((tmp_path / "checkpoints").glob("day-*.json"))[-1].read_text())
    assert saved["day"] == 1 and saved["shop"]["state"]["shelf_plan"] == {"rice-1kg": 10}
    restored = Shop.restore(instructing, saved["shop"], EventRecord(start_seq=saved["shop"]["record_seq"]))
    assert restored.state.shelf_plan == {"rice-1kg": 10}
    run_episode(instructing, tmp_path, resume=True)
    got = (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()
    assert got == [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in direct]
    day2 = [json.loads(line) for line in got if '"kind":"shelf_count"' in line and '"day":2,' in line]
    assert [e["plan"] for e in day2] == [{"rice-1kg": 10}] * len(instructing.helper_floor_turns)


# --- judging, from a hand-built record --------------------------------------------------------
def _msg(seq, to, instructions, msg_id):
    return [{"seq": seq, "day": 1, "minute": 500, "kind": "staff_message", "msg_id": msg_id, "to": to, "text": "",
             "instructions": instructions},
            {"seq": seq + 1, "day": 1, "minute": 510, "kind": "staff_message_delivered", "msg_id": msg_id, "to": to,
             "turn": "x", "sent_minute": 500}]


def test_judging_a_hand_built_record():
    events = (_msg(0, "cashier", [{"kind": "credit", "refuse": ["R2"], "limit_paise": 100000}], "M1")
              + _msg(2, "helper", [{"kind": "shelf_plan", "items": {"rice-1kg": 10, "dal": 5}}], "M2")
              + [{"seq": 4, "day": 1, "minute": 520, "kind": "credit_decision", "customer_id": "R1", "granted": True,
                  "amount_paise": 20000, "khata_balance_paise": 50000, "visit_id": "V1"},        # within the limit
                 {"seq": 5, "day": 1, "minute": 530, "kind": "credit_decision", "customer_id": "R3", "granted": False,
                  "amount_paise": 20000, "khata_balance_paise": 90000, "visit_id": "V2"},        # over it: refused
                 {"seq": 6, "day": 1, "minute": 540, "kind": "shelf_count", "plan": {},
                  "shelf_units": {"rice-1kg": 10, "dal": 2}, "godown_units": {"rice-1kg": 5, "dal": 0}},
                 {"seq": 7, "day": 1, "minute": 900, "kind": "credit_decision", "customer_id": "R2", "granted": True,
                  "amount_paise": 100, "khata_balance_paise": 0, "visit_id": "V3"},              # named: granted
                 {"seq": 8, "day": 1, "minute": 960, "kind": "shelf_count", "plan": {},
                  "shelf_units": {"rice-1kg": 4, "dal": 5}, "godown_units": {"rice-1kg": 5, "dal": 0}}])
    events = [complete(e, seq=e["seq"]) for e in events]   # the fields judging does not read: neutral values
    judged = {j["kind"]: j for j in judge_instructions(events)}
    assert judged["credit"]["outcome"] == "contradicted"
    assert [o["outcome"] for o in judged["credit"]["occasions"]] == ["followed", "contradicted"]
    assert judged["shelf_plan"]["outcome"] == "ignored"       # the second count has rice 4 of 10 with godown stock
    assert [o["outcome"] for o in judged["shelf_plan"]["occasions"]] == ["followed", "ignored"]
    scores = instruction_scores(events)
    assert scores["instructions_followed_pct"] == {"cashier": 0.0, "helper": 0.0, "munshi": None}
    assert scores["instructions_contradicted"] == {"cashier": 1, "helper": 0, "munshi": 0}
    assert scores["instructions_ignored"] == {"cashier": 0, "helper": 1, "munshi": 0}


def test_no_manager_staff_keep_their_defaults(month):
    events = month("no-manager", 0, 3).record.events
    assert not _kinds(events, "staff_message")
    assert all(e["plan"] == {} for e in _kinds(events, "shelf_count"))
    assert all(isinstance(p, cls) for p, cls in zip(
        (scripted.make_policy("scripted:no-manager", r) for r in ("cashier", "helper", "munshi")),
        (ReferenceCashier, ReferenceHelper, ReferenceMunshi)))


def test_free_text_is_ignored_by_each_scripted_staff_role_and_said_so_in_its_next_report(reference):
    """A line a scripted staff member cannot read changes nothing it does, and its next report to the manager
    (the helper's message_manager, the cashier's report_sales, the munshi's report_books) says so, naming the
    message's time; the manager then reads it in its inbox."""
    from roles.scripted.manager import ReferenceManager

    class FreeTextManager(ReferenceManager):
        def instruct_staff(self, books: dict):
            yield from super().instruct_staff(books)
            if books["day"] == 1:
                for to in ("helper", "cashier", "munshi"):
                    yield "send_message", {"to": to, "text": f"{to}, please work faster today."}

    scripted.SHOPS["free-text"] = {**scripted.SHOPS["reference"], "manager": FreeTextManager}
    try:
        events = play_month(with_shop(load_scenario(days=DAYS), "free-text")).record.events
    finally:
        del scripted.SHOPS["free-text"]
    sent = {e["to"]: e for e in _kinds(events, "staff_message") if "faster" in e["text"]}
    assert {to: e["instructions"] for to, e in sent.items()} == {"helper": [], "cashier": [], "munshi": []}
    report_tool = {"helper": "message_manager", "cashier": "report_sales", "munshi": "report_books"}
    for to, msg in sent.items():
        handed = next(e for e in _kinds(events, "staff_message_delivered", msg_id=msg["msg_id"]))
        report = next(e for e in events if e["kind"] == "tool_call" and e["role"] == to
                      and e["tool"] == report_tool[to] and e["seq"] > handed["seq"])
        said = report["args"].get("note") or report["args"].get("text")
        sent_at = f"d1 {msg['minute'] // 60:02d}:{msg['minute'] % 60:02d}"
        assert f'I could not read your message of {sent_at} ("{to}, please work faster today.")' in said
        heard = [m for e in _kinds(events, "tool_call", role="manager", tool="read_messages")
                 for m in e["result"]["messages"] if m["from"] == to and sent_at in m["text"]]
        assert len(heard) == 1
    # ... and ignoring it changed nothing: the day's shelves, sales and credit are the reference shop's
    same = lambda evs, k: [(e["day"], e.get("shelf_units"), e.get("charged_total_paise"), e.get("granted"))  # noqa: E731
                           for e in evs if e["kind"] == k]
    for kind in ("shelf_count", "counter_sale", "credit_decision"):
        assert same(events, kind) == same(reference, kind)


def test_the_reference_shop_follows_every_instruction_of_its_manager(reference):
    """The reference manager's own instructions (the shelf plan and the credit watch list each morning, the
    report once) are all followed by the reference staff: 100% for each staff role, none ignored or contradicted."""
    scores = instruction_scores(reference)
    assert scores["instructions_followed_pct"] == {"cashier": 100.0, "helper": 100.0, "munshi": 100.0}
    by_kind = scores["instructions_by_kind"]
    assert {k: v["asked"] for k, v in by_kind.items()} == {"shelf_plan": DAYS, "van": 0, "lowest_price": 0,
                                                           "credit": DAYS, "report": 1}
    assert by_kind["shelf_plan"]["followed"] == DAYS and by_kind["report"]["followed"] == 1
    assert by_kind["credit"]["followed"] + by_kind["credit"]["no_occasion"] == DAYS
    books = _kinds(reference, "books_report")
    assert all(b["claimed_overdue_khata"] == b["truth_overdue_khata"] for b in books)
    assert all(b["claimed_payables_due_paise"] == b["truth_payables_due_paise"] for b in books)


def test_a_credit_limit_and_per_item_lowest_prices_are_kept_by_the_cashier(reference):
    """``credit {"limit_inr": 0}`` refuses every credit after it is handed over (the reference cashier granted
    some), and ``lowest_price`` at MRP for every item keeps every later sale at the posted prices."""
    cat = load_catalogue()
    at_mrp = {item.sku: item.mrp_paise / 100 for item in cat.items}
    granted = [e for e in reference if e["kind"] == "credit_decision" and e["granted"] and e["minute"] > 600]
    below = [e for e in reference if e["kind"] == "counter_sale" and e["minute"] > 600
             and e["charged_total_paise"] < e["posted_total_paise"]]
    assert granted and below, "the reference cashier grants credit and comes down at the counter"

    class StrictCashierManager(InstructingManager):
        extra = {"cashier": "No credit at all, and no discounts.\n" + block("credit", {"limit_inr": 0})
                 + "\n" + block("lowest_price", {"items": at_mrp})}

    scripted.SHOPS["instructing-strict"] = {**scripted.SHOPS["reference"], "manager": StrictCashierManager}
    try:
        events = play_month(with_shop(load_scenario(days=DAYS), "instructing-strict")).record.events
    finally:
        del scripted.SHOPS["instructing-strict"]
    msg = next(e for e in _kinds(events, "staff_message", to="cashier") if "No credit at all" in e["text"])
    assert [i["kind"] for i in msg["instructions"]] == ["credit", "lowest_price"]
    handed = _kinds(events, "staff_message_delivered", msg_id=msg["msg_id"])[0]
    after = [e for e in events if e["seq"] > handed["seq"]]
    credit = [e for e in after if e["kind"] == "credit_decision"]
    sales = [e for e in after if e["kind"] == "counter_sale"]
    assert credit and not any(e["granted"] for e in credit)
    assert sales and all(e["charged_total_paise"] >= e["posted_total_paise"] for e in sales)
    judged = {j["kind"]: j for j in judge_instructions(events) if j["msg_id"] == msg["msg_id"]}
    assert judged["credit"]["outcome"] == "followed" and len(judged["credit"]["occasions"]) == len(credit)
    assert judged["lowest_price"]["outcome"] == "followed" and len(judged["lowest_price"]["occasions"]) == len(sales)
