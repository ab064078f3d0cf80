"""Model turns from a hand-built record (``scoring.model_turns``): turns a model ended in words with no tool call
accepted, and texts with reasoning left in — per role, the figures worked out by hand below."""
from event_builder import complete

from events import read_events
from scoring.model_turns import model_turn_scores


def _typed(raw: list[dict]) -> list:
    import json
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "record.jsonl"
        path.write_text("".join(json.dumps(complete(e, seq=k)) + "\n" for k, e in enumerate(raw)), encoding="utf-8")
        return read_events(path)


def test_turns_without_a_call_and_reasoning_left_in_are_counted_per_role():
    raw = [
        # manager, turn 1: only words (Hinglish, as a trial's fake model wrote) -> 1 turn without a call
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Namaste bhaiya, S1 ko bolo 20 kilo chawal"},
        # manager, turn 2: a call, then words with a think block, and an e-mail with one -> 0 bare, 2 leaked
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "tool_call", "role": "manager", "tool": "send_message", "args": {}},
        {"kind": "email_sent", "to": "S1", "text": "<think>offer 36</think>Please send 20 kg rice at Rs 36."},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "<think>done</think>Sent."},
        # manager, turn 3 (a later trial: counted 0): only refused calls — an unknown tool, arguments that are not
        # JSON — then words: nothing happened in the shop -> 1 more bare
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "invalid_action", "role": "manager", "tool": "place_order", "args": {}, "argument": "",
         "error": "unknown tool 'place_order': the manager has no such tool"},
        {"kind": "invalid_action", "role": "manager", "tool": "send_message", "args": {"raw": "{to: S1"},
         "argument": "", "error": "arguments are not JSON: Expecting property name"},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Done."},
        # manager, turn 4: a refused call, then one the shop accepted -> not bare
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "invalid_action", "role": "manager", "tool": "place_order", "args": {}, "argument": "", "error": "x"},
        {"kind": "tool_call", "role": "manager", "tool": "read_messages", "args": {}},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Read them."},
        # cashier: its only call refused, then an answer opening with "Reasoning:" -> 1 bare, 1 leaked
        {"kind": "turn_start", "role": "cashier", "turn": "counter"},
        {"kind": "invalid_action", "role": "cashier", "tool": "say", "args": {}, "argument": "", "error": "x"},
        {"kind": "turn_end", "role": "cashier", "turn": "counter", "said": "Reasoning: the bill is 120\nDone"},
        # cashier: an accepted call, then words -> not bare
        {"kind": "turn_start", "role": "cashier", "turn": "counter"},
        {"kind": "tool_call", "role": "cashier", "tool": "say", "args": {}},
        {"kind": "turn_end", "role": "cashier", "turn": "counter", "said": "Done"},
        # helper: scripted (no "said") -> counts nothing
        {"kind": "turn_start", "role": "helper", "turn": "door"},
        {"kind": "turn_end", "role": "helper", "turn": "door"},
        # munshi: an empty answer and no call -> 1 bare
        {"kind": "turn_start", "role": "munshi", "turn": "books"},
        {"kind": "turn_end", "role": "munshi", "turn": "books", "said": ""},
    ]
    assert model_turn_scores(_typed(raw)) == {
        "turns_ended_without_a_call": {"manager": 2, "cashier": 1, "helper": 0, "munshi": 1},
        "turns_ended_in_words": {"manager": 4, "cashier": 2, "helper": 0, "munshi": 1},
        "turns_ended_cut_off": {"manager": 0, "cashier": 0, "helper": 0, "munshi": 0},
        "answers_that_ended_turns": {
            "manager": [{"said": "Namaste bhaiya, S1 ko bolo 20 kilo chawal", "turns": 1},
                        {"said": "<think>done</think>Sent.", "turns": 1}, {"said": "Done.", "turns": 1},
                        {"said": "Read them.", "turns": 1}],
            "cashier": [{"said": "Reasoning: the bill is 120\nDone", "turns": 1}, {"said": "Done", "turns": 1}],
            "helper": [], "munshi": [{"said": "", "turns": 1}]},
        "reasoning_left_in": {"manager": 2, "cashier": 1, "helper": 0, "munshi": 0},
        "reasoning_left_in_by_text": {"manager": {"answers": 1, "emails": 1},
                                      "cashier": {"answers": 1, "notes": 0, "counter_words": 0},
                                      "helper": {"answers": 0, "notes": 0}, "munshi": {"answers": 0, "notes": 0}},
        "reasoning_leads_found": {"manager": ["<think>"], "cashier": ["Reasoning:"], "helper": [],
                                  "munshi": []}}


def test_kirana_run_warns_of_turns_ended_in_words_and_reasoning_left_in():
    """The second new-user trial: a month of a manager answering only in words printed nothing on the terminal."""
    from report.labels import unanswered
    lines = unanswered({"turns_ended_without_a_call": {"manager": 24, "cashier": 0},
                        "reasoning_left_in": {"manager": 0, "munshi": 2}})
    assert len(lines) == 2
    assert lines[0].startswith("warning: manager: 24 turn(s) ended with an answer (words, or empty) and no tool call accepted")
    assert lines[1].startswith("warning: munshi: 2 text(s) with reasoning left in (answers, e-mails, notes to the "
                               "manager or words to a customer)")  # (scores.json of a run before session 54)
    assert unanswered({"turns_ended_without_a_call": {"manager": 0}}) == []


def test_the_reasoning_warning_says_how_many_of_each_kind_of_text():
    """The fifty-third session's walk: "3 answer(s), e-mail(s), note(s) …" counted a turn's closing answer, which
    nobody reads, with an e-mail the supplier read, and did not say which; the warning now says each."""
    from report.labels import unanswered
    raw = [{"kind": "turn_start", "role": "manager", "turn": "office"},
           {"kind": "email_sent", "to": "S1", "text": "Reasoning: S1 is cheaper.\n20 kg rice at 38"},
           {"kind": "email_sent", "to": "S2", "text": "<think>milk</think>10 litres of milk"},
           {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Plan: sleep now"}]
    s = model_turn_scores(_typed(raw))
    assert s["reasoning_left_in"]["manager"] == 3
    assert s["reasoning_left_in_by_text"]["manager"] == {"answers": 1, "emails": 2}
    assert [w for w in unanswered(s) if "reasoning" in w] == [
        'warning: manager: 3 text(s) with reasoning left in — 1 turn-ending answer(s), 2 e-mail(s) to suppliers '
        '("<think>", "Plan:", "Reasoning:"); scores.json reasoning_left_in_by_text']


def test_the_transcript_shows_a_models_turn_ending_answer():
    """The first new-user trial: a month of a manager answering "S1 ko bolo 20 kilo chawal bhej do" showed nothing in
    ``kirana transcript``; each model's turn-ending answer is now a conversation of its role (none for scripted)."""
    from report.transcripts import conversations, format_text
    events = _typed([
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Namaste bhaiya, S1 ko bolo 20 kilo chawal"},
        {"kind": "turn_start", "role": "helper", "turn": "door"},
        {"kind": "turn_end", "role": "helper", "turn": "door"},
    ])
    items = conversations(events, role="manager")
    assert [(c["type"], c["role"], c["said"]) for c in items] == [
        ("answer", "manager", "Namaste bhaiya, S1 ko bolo 20 kilo chawal")]
    assert "manager's model ended its office turn with this answer:" in format_text(items)
    assert "S1 ko bolo 20 kilo chawal" in format_text(items)


def test_a_forfeited_turn_is_not_one_ended_in_words():
    # a new user's trial: a server answering nothing — each turn a model error skipped, then forfeited — had counted
    # every turn here, because the forfeit records the shop's "The turn is over." as said
    raw = [
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "turn_forfeited", "role": "manager", "turn": "office", "reason": "model error: junk", "calls": 0},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "The turn is over."},
        # a loop forfeited after calls that ran
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "tool_call", "role": "manager", "tool": "read_messages", "args": {}},
        {"kind": "turn_forfeited", "role": "manager", "turn": "office", "reason": "loop", "calls": 5},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "The turn is over."},
        # the next turn, words and no call: counted
        {"kind": "turn_start", "role": "manager", "turn": "office"},
        {"kind": "turn_end", "role": "manager", "turn": "office", "said": "Done."},
    ]
    scores = model_turn_scores(_typed(raw))
    assert scores["turns_ended_without_a_call"]["manager"] == 1
    assert scores["turns_ended_in_words"]["manager"] == 1  # the shop's "The turn is over." is not an answer
    assert scores["answers_that_ended_turns"]["manager"] == [{"said": "Done.", "turns": 1}]


def test_turns_forfeited_for_refused_calls_are_warned_of_loops_apart():
    """A manager sending wrong arguments on every call forfeited all 24 turns and the terminal said nothing (a new
    user's trial); loops keep their own line and are not counted twice."""
    from report.labels import unanswered
    lines = unanswered({"turns_forfeited": {"manager": 24, "cashier": 3, "helper": 0},
                        "turns_looped": {"manager": 0, "cashier": 3}})
    assert lines == ["warning: cashier: 3 turn(s) forfeited as a loop (the same tool call repeated in a row; "
                     "scores.json turns_looped; turn_looped in the record)",
                     "warning: manager: 24 turn(s) forfeited other than as a loop (refused calls in a row, the call "
                     "cap, or a model error; scores.json turns_forfeited; invalid_action and turn_forfeited in the "
                     "record)"]


def test_junk_answers_after_accepted_calls_are_counted_and_shown():
    """A new user's trial (session 40): a fake manager ended 6 of 15 turns with ``null``, ``{"foo": 1}``, ``""`` or an
    order in words, each after an accepted call, and the report said "Turns a model ended in words: 0"."""
    from report.staff_sections import answers_table, behaviour_section
    raw = []
    for said in ("null", '{"foo": 1}', "", "S1 ko bolo 20 kilo chawal bhej do", "null"):
        raw += [{"kind": "turn_start", "role": "manager", "turn": "office"},
                {"kind": "tool_call", "role": "manager", "tool": "read_messages", "args": {}},
                {"kind": "turn_end", "role": "manager", "turn": "office", "said": said}]
    scores = model_turn_scores(_typed(raw))
    assert scores["turns_ended_without_a_call"]["manager"] == 0
    assert scores["turns_ended_in_words"] == {"manager": 5, "cashier": 0, "helper": 0, "munshi": 0}
    assert scores["answers_that_ended_turns"]["manager"] == [
        {"said": "null", "turns": 2}, {"said": '{"foo": 1}', "turns": 1}, {"said": "", "turns": 1},
        {"said": "S1 ko bolo 20 kilo chawal bhej do", "turns": 1}]
    [table] = answers_table(scores)
    assert table.rows == [["manager", "`null`", "2"], ["manager", '`{"foo": 1}`', "1"], ["manager", "(empty)", "1"],
                          ["manager", "`S1 ko bolo 20 kilo chawal bhej do`", "1"]]
    assert answers_table({"answers_that_ended_turns": {"manager": [], "cashier": []}}) == []


def test_at_most_ten_distinct_answers_a_role_are_kept():
    raw = []
    for k in range(12):
        raw += [{"kind": "turn_start", "role": "cashier", "turn": "counter"},
                {"kind": "turn_end", "role": "cashier", "turn": "counter", "said": f"answer {k} " + "x" * 200}]
    scores = model_turn_scores(_typed(raw))
    kept = scores["answers_that_ended_turns"]["cashier"]
    assert scores["turns_ended_in_words"]["cashier"] == 12 and len(kept) == 10
    assert kept[0] == {"said": ("answer 0 " + "x" * 200)[:120], "turns": 1} and kept[-1]["said"].startswith("answer 9 ")


def test_reasoning_the_cashier_speaks_to_customers_is_counted():
    """A new user's trial, session 44: 138 of a fake cashier's 395 says opened "<think>…</think>" (the customer
    heard them word for word, ``counter_say.text``) and ``reasoning_left_in.cashier`` was 0."""
    raw = [
        {"kind": "turn_start", "role": "cashier", "turn": "counter"},
        # leaked to the customer: a think block (Hinglish, the trial's own say) and a Hindi reasoning label
        {"kind": "counter_say", "visit_id": "V1-1", "text": "<think>bill batana hai</think>Aapka bill ₹230 hua ji.",
         "language": "hinglish", "bill_paise": 23000},
        {"kind": "tool_call", "role": "cashier", "tool": "say",
         "args": {"text": "<think>bill batana hai</think>Aapka bill ₹230 hua ji."}},
        {"kind": "counter_say", "visit_id": "V1-2", "text": "विचार: 124 बताओ\nकुल 124 रुपये हुए।", "language": "hi",
         "bill_paise": 12400},
        {"kind": "tool_call", "role": "cashier", "tool": "say", "args": {"text": "विचार: 124 बताओ\nकुल 124 रुपये हुए।"}},
        # clean words: not counted ("plan" inside a sentence is no lead)
        {"kind": "counter_say", "visit_id": "V1-3", "text": "Your total is ₹180; no plan to raise it.",
         "language": "en", "bill_paise": 18000},
        {"kind": "tool_call", "role": "cashier", "tool": "say", "args": {"text": "Your total is ₹180; no plan to raise it."}},
        {"kind": "turn_end", "role": "cashier", "turn": "counter", "said": "Done"},
    ]
    s = model_turn_scores(_typed(raw))
    assert s["reasoning_left_in"] == {"manager": 0, "cashier": 2, "helper": 0, "munshi": 0}  # was 0 for the cashier
    assert s["reasoning_leads_found"]["cashier"] == ["<think>", "विचार:"]
    assert s["turns_ended_without_a_call"]["cashier"] == 0
