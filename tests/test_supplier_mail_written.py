"""An e-mail sent again is recorded as the first was: its ``email_received`` fields are the reading's dumps, each
event with lists of its own (``roles.supplier_mail._written`` remembers them per text and reading)."""
from __future__ import annotations

from engine.shop import Shop
from roles.supplier_mail import _INTENTS, _ITEMS, answer_email
from lang.read_cache import read_cached
from scenarios import load_scenario

TEXT = "Namaste,\nRate batao: rice 50 kg, sugar 20 kg. Onion 30 kg bhej do."


def test_a_repeated_email_records_the_same_fields_in_lists_of_its_own():
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    answer_email(shop, "S1", TEXT)
    answer_email(shop, "S1", TEXT)
    first, second = [e for e in shop.record.events if e["kind"] == "email_received"]
    reading = read_cached(TEXT, shop.catalogue, email=True)
    assert first["items"] == second["items"] == _ITEMS.dump_python(reading.items, mode="json", exclude_defaults=True)
    assert first["intents"] == second["intents"] == _INTENTS.dump_python(reading.intents, exclude_defaults=True)
    assert first["items"] and first["intents"] and first["message_language"] == second["message_language"]
    assert first["items"] is not second["items"] and first["items"][0] is not second["items"][0]
    assert first["intents"][0] is not second["intents"][0]
    second["items"][0]["sku"] = "changed"  # one event's lines changed: the next e-mail's are not
    answer_email(shop, "S1", TEXT)
    third = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert third["items"] == first["items"]


def test_a_block_only_email_has_no_message_language():
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    text = '```negotiate\n{"items": [{"action": "ask_quote", "sku": "rice-1kg"}]}\n```'
    for _ in range(2):
        answer_email(shop, "S1", text)
    assert [e["message_language"] for e in shop.record.events if e["kind"] == "email_received"] == [None, None]
