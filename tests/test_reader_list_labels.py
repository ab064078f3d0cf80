"""A list behind a short label of goods' kinds, time or purpose is a plain list (lang/list_labels.py; breaker AQ,
weekly restock lists): it had been refused for the label's words ("what should we do with the milk?")."""
import pytest

from tests.reader_intents import intents, refused

_DAIRY = [("order", "milk-500ml", 50, None, None, None), ("order", "curd-400g", 20, None, None, None),
          ("order", "paneer-200g", 15, None, None, None), ("order", "ghee-1l", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "Dairy for the weekend: milk 25 litres, curd 20 packets, paneer 3 kg, ghee 5 litres.",
    "वीकेंड के लिए डेयरी: दूध 25 लीटर, दही 20 पैकेट, पनीर 3 किलो, घी 5 लीटर।",
    "Weekend ke liye dairy: doodh 25 litre, dahi 20 packet, paneer 3 kilo, ghee 5 litre.",
])
def test_a_labelled_list_is_an_order(text):
    assert intents(text, email=True) == _DAIRY


@pytest.mark.parametrize("text,expected", [
    ("Spices restock: haldi 500 g, lal mirch 500 g, tea 1 kg. Also 2 kg butter.",
     [("order", "turmeric-100g", 5, None, None, None), ("order", "chilli-powder-100g", 5, None, None, None),
      ("order", "tea-250g", 4, None, None, None), ("order", "butter-100g", 20, None, None, None)]),
    ("चीनी ₹46 में बहुत महँगी है, उसे छोड़ दो। बाकी लिस्ट: 30 किलो चावल, 10 किलो मूंग दाल।",
     [("reject", "sugar-1kg", None, 4600, None, None), ("order", "rice-1kg", 30, None, None, None),
      ("order", "moong-dal-1kg", 10, None, None, None)]),
])
def test_a_labelled_list_beside_other_words_is_an_order(text, expected):
    assert intents(text, email=True) == expected


@pytest.mark.parametrize("text", [
    "Restock list: rice, sugar, toor dal, eggs. Usual quantities please.",  # no quantities: still refused
    "Stock left: rice 10 kg, sugar 5 kg.",  # a label of stock told is no list
    "Sold today: rice 10 kg",
])
def test_other_labels_stay_unread(text):
    refused(text, email=True)


_PAID = ("pay", None, None, None, None, "B9")


@pytest.mark.parametrize("text", [
    "This week's list:\n• Atta 10 kg\n• Salt 20 kg\nAlso, I've paid ₹6,200 for B9 by NEFT this morning.",
    "इस हफ़्ते की लिस्ट:\n• आटा 10 किलो\n• नमक 20 किलो\nऔर हाँ, B9 के ₹6,200 आज सुबह NEFT से भेज दिए हैं।",
    "Is hafte ki list:\n• Aata 10 kg\n• Namak 20 kg\nAur haan, B9 ke ₹6,200 aaj subah NEFT se bhej diye hain.",
])
def test_a_list_heading_orders_its_goods_beside_a_payment(text):
    assert intents(text, email=True) == [("order", "atta-5kg", 2, None, None, None),
                                         ("order", "salt-1kg", 20, None, None, None), _PAID]


@pytest.mark.parametrize("text", [
    "Stock list:\n• Atta 10 kg\n• Salt 20 kg\nAlso, I've paid ₹6,200 for B9.",  # stock told, not a list to send
    "Atta 10 kg, salt 20 kg. Paid ₹6,200 for B9.",  # no heading: what the payment was for, or an order?
])
def test_goods_beside_a_payment_with_no_list_heading_stay_asked(text):
    refused(text, email=True)
