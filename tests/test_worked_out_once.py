"""What the direct month and its scoring work out once and hand out again (session 43, issue 13's speed goals):
an e-mail's lot prices per Reading (``roles.supplier_mail._lot_prices``), and the answers several score families
ask of the same typed record (``scoring._common.per_record``) — the same values as worked out anew, and a caller
changing its answer changes no other caller's."""
from __future__ import annotations

from agents.direct import play_month
from events import read_events
from lang.read_cache import read_cached
from roles.supplier_mail import _lot_prices
from scenarios import load_scenario
from scoring._common import closed_days, credit_answers, left_after_agreeing, left_waiting_for_credit, report_nights
from scoring.forfeited import server_losses
from engine.shop import Shop

EGGS = "Namaste,\n4 trays of eggs at ₹180 a tray, and 20 kg rice. Bhej do."


def test_an_emails_lot_prices_are_worked_out_once_per_reading():
    shop = Shop(load_scenario(days=2))
    reading = read_cached(EGGS, shop.catalogue, email=True)
    first = _lot_prices(reading)
    assert first == {"eggs-1pc": ("tray", 18000)}
    assert _lot_prices(reading) is first  # the same Reading (a text e-mailed again): the same answer, kept
    other = read_cached("Namaste,\n20 kg rice bhej do.", shop.catalogue, email=True)
    assert _lot_prices(other) == {}


def test_a_typed_records_shared_answers_are_kept_and_handed_out_as_copies():
    shop = play_month(load_scenario(days=4))
    events = read_events(shop.record.events)
    plain = list(events)  # not a typed record: worked out anew each time
    assert closed_days(events) == closed_days(plain) == [1, 2, 3, 4]
    assert report_nights(events) == report_nights(plain)
    assert left_after_agreeing(events) == left_after_agreeing(plain)
    assert left_waiting_for_credit(events) == left_waiting_for_credit(plain)
    assert credit_answers(events) == credit_answers(plain)
    assert server_losses(events) == server_losses(plain)
    kept = [k for k in events.__dict__ if k.endswith(".closed_days")]
    assert len(kept) == 1 and events.__dict__[kept[0]] == (len(events), [1, 2, 3, 4])  # kept beside its length
    days = closed_days(events)
    days.append(99)  # a caller changing its answer
    nights = report_nights(events)
    nights["munshi"].add(99)
    assert closed_days(events) == [1, 2, 3, 4] and 99 not in report_nights(events)["munshi"]
    events.append(events[-1])  # a record appended to: worked out anew
    assert events.__dict__[kept[0]][0] == len(events) - 1
    closed_days(events)
    assert events.__dict__[kept[0]][0] == len(events)
