"""The shop's own people on the way ("Our boy will reach your shop at 5 with ₹3,000 for B12") are no delivery
question (``lang.our_people``): the line is a payment for later, refused (a payment for later, or no intent), where it had been read
as ``ask_delivery`` with no order and the payment lost. The supplier's people and goods still are."""
import pytest

from lang.reader import read_message


@pytest.mark.parametrize("text", ["Our boy will reach your shop at 5 with ₹3,000 for B12.",
                                  "Our man will arrive at 5 with ₹3,000 for B12.",
                                  "हमारा लड़का कल पहुँचेगा, B12 का पैसा लेकर",
                                  "Hamara ladka 5 baje pahunchega, B12 ke ₹3,000 lekar"])
def test_our_person_coming_with_money_is_no_delivery_question(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key.split(".")[0] in ("ambiguous_intent", "no_intent"), r


@pytest.mark.parametrize("text", ["Your boy has not arrived yet with O62", "Will O62 reach by Monday?",
                                  "क्या O62 कल तक पहुँचेगा?", "O62 kab tak pahunch jayega?"])
def test_goods_on_the_way_are_still_asked_after(text):
    r = read_message(text, email=True)
    assert r.readable and [(i.kind, i.order_id) for i in r.intents] == [("ask_delivery", "O62")]
