"""A margin, discount, time or credit needed orders no goods (lang/need_not_goods.py; holdout121 hl-c8037 had ordered
the mustard oil it offered "only at these rates", silently, because "humein thoda margin chahiye" followed its retail
price)."""
from tests.reader_intents import intents

_LIST = ("Tel ka order woh sirf inhi rates par denge:\n\n- **Fortune sarson tel 1 L** – 2 peti, **₹128/litre**\n"
         "- **Refined tel 1 L** – 12 litre, **₹112/litre**\n\n")


def test_a_margin_needed_orders_nothing():
    said = "Is hafte Hajipur me sarson tel retail me kareeb ₹140 bik raha hai, isliye humein thoda margin chahiye."
    assert intents(_LIST + said + " Please confirm kijiye.", email=True) == [
        ("offer", "mustard-oil-1l", 24, 12800, None, None), ("offer", "refined-oil-1l", 12, 11200, None, None)]
    assert intents("Sarson tel ₹128 litre chalega? 24 litre lenge. Sarson tel retail me ₹140 bikta hai, isliye humein "
                   "thoda margin chahiye.") == [("offer", "mustard-oil-1l", 24, 12800, None, None)]
    assert intents("सरसों तेल ₹128 लीटर चलेगा? 24 लीटर लेंगे। सरसों तेल यहाँ ₹140 में बिकता है, इसलिए हमें थोड़ा मार्जिन "
                   "चाहिए।") == [("offer", "mustard-oil-1l", 24, 12800, None, None)]
    assert intents("Send 24 litres mustard oil. Mustard oil sells at ₹140 retail here, so we need some margin.") == [
        ("order", "mustard-oil-1l", 24, None, None, None)]


def test_goods_needed_are_still_ordered():
    assert intents("Atta 10 packet chahiye.") == [("order", "atta-5kg", 10, None, None, None)]
    assert intents("आटा 10 पैकेट चाहिए।") == [("order", "atta-5kg", 10, None, None, None)]
    assert intents("We need 10 packets atta.") == [("order", "atta-5kg", 10, None, None, None)]
    assert intents("Rice 30 kg bhejo. Rice ka payment ke liye thoda time chahiye.") == [
        ("order", "rice-1kg", 30, None, None, None)]


def test_asked_to_pass_on_is_no_delivery_question():
    assert intents("Seth ji ne yeh aap tak pahunchane ko kaha hai: chawal 30 kilo bhej dijiye.") == [
        ("order", "rice-1kg", 30, None, None, None)]
    assert intents("सेठ जी ने आप तक पहुँचाने को कहा है: चावल 30 किलो भेज दीजिए।") == [
        ("order", "rice-1kg", 30, None, None, None)]
