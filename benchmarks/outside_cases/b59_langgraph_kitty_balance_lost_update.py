"""Batch 59 (held out). A student house's food kitty: LangGraph InMemoryStore (sync), two writers in threads.

App: five students at 14 Cowley Rd share a food kitty (£20 each a fortnight into a tin on the fridge, a Monzo pot
for the card). The kitty record lives in ``("14-cowley", "kitty")`` (key "tin") and house notes in ``("14-cowley",
"notes")``. Two things write the kitty record: the house bot (reads the record, adds whose turn the next big shop
is, writes the whole record back) and whoever did a shop, from their phone.

Planted fault (UpdateError, lost update): the bot reads the record (balance £100 after everyone paid in on Mon 19/10),
then Aisha logs her shops: "did the big Lidl shop thurs 22/10, £46.80 (receipt's on the fridge under the pineapple
magnet) + nipped to Tesco Express fri for milk, bread + loo roll £6.15, both off the card". The bot then writes back
its stale copy. Question (Sun 25/10, Josh before his shop): "how much is left in the kitty?" -> expected £47.05
(£100 - £46.80 - £6.15). The assistant says £100.

Expected verdict: UpdateError at langgraph.store.put, the house bot's put (inside fault()). Asserted: Aisha's line is
in the record before the bot's put and missing from the final context, which has the stale balance and the bot's
rota line. Another reading: none that we see; nothing is deleted, and the notes don't give the spend.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b59_langgraph_kitty_balance_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

KITTY = ("14-cowley", "kitty")
NOTES = ("14-cowley", "notes")
KEY = "tin"
RECORD = {"balance": "£100 - all 5 paid in mon 19/10 (Ollie by transfer, rest cash in the tin)",
          "rule": "£20 each a fortnight, big shop weekly, receipts on the fridge",
          "spent": "nothing yet this fortnight"}
HOUSE_NOTES = [
    ("5/10", "Josh", "kitty covers basics only - milk, bread, pasta, tins, loo roll, washing up stuff. booze NOT"),
    ("Oct 8th", "Mei", "Lidl's cheaper than Aldi for the veg box thing, Aldi for cheese"),
    ("12.10", "Ollie", "I owe the tin £4 for the pizza night, will sort"),
    ("Sat 17th", "Aisha", "rota: Aisha wk of 19th, Josh wk of 26th, Mei, Tom, Ollie"),
    ("21/10/26", "Tom", "the oven's left element's gone, landlord says mon"),
]
SPEND = ("did the big Lidl shop thurs 22/10, £46.80 (receipt's on the fridge under the pineapple magnet) + nipped to "
         "Tesco Express fri for milk, bread + loo roll £6.15, both off the card")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
store.put(KITTY, KEY, RECORD)
for i, (day, who, text) in enumerate(HOUSE_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def house_bot() -> None:
    copy = dict(store.get(KITTY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"next shop": "Josh, wk of 26/10 (reminder sent sun 25/10 9am)"})
    with fault():
        store.put(KITTY, KEY, copy)


def aisha_edit() -> None:
    read_done.wait()
    item = store.get(KITTY, KEY)
    store.put(KITTY, KEY, {**item.value, "spent": SPEND, "by": "Aisha, sat 24/10 11.40pm"})
    assert "£46.80" in store.get(KITTY, KEY).value["spent"]
    edit_done.set()


threads = [threading.Thread(target=house_bot, name="house-bot"),
           threading.Thread(target=aisha_edit, name="aisha-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is left in the kitty?"
kitty = store.search(KITTY, limit=10)
notes = store.search(NOTES, limit=50)
context = ["Today is Sun 25 Oct 2026. You are talking to Josh."] + [f"{e.key}: {flat(e.value)}" for e in kitty] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "£100" in c and "nothing yet" in c and "reminder sent" in c for c in context), context
assert not any("£46.80" in c or "£6.15" in c or "Lidl shop" in c for c in context), context
reply = answer(question, context, mock="£100 - everyone paid in on the 19th and nothing's been spent yet. It's your "
                                       "turn for the big shop this week.")
finish(question, expected="about £47 (£47.05 after Aisha's Lidl and Tesco shops)", actual=reply)
