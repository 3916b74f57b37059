"""Batch 93 (held out). An escape-room business's bookings: LangGraph InMemoryStore (sync), two writers in threads.

App: Locked In Luton keeps one record per booking in ("locked-in", "bookings") (room, slot, players, price,
deposit, balance) and the hosts' notes in ("locked-in", "notes"). The reminder job reads a booking, adds the
reminder it sent and writes the whole record back; Tasha, the game host taking the phone, edits the same booking
at the same time.

Planted fault (UpdateError, lost update): the reminder job reads the Hendry hen party's booking (6 players at
£25 = £150, £50 deposit, £100 to pay); Tasha then writes her edit (the bride's two cousins are coming down from
Leeds after all: 8 players, £200, still the £50 deposit, so £150 on the night - the Pharaoh's Tomb takes 8 max)
and the reminder job puts back its stale copy with the reminder added, losing Tasha's edit. Question (Fri 20/3,
Kyle, hosting Saturday): "how much have I got to take off the hendry lot on saturday?" -> expected £150 (8 x £25
less the £50 deposit). The assistant says £100.

Expected verdict: UpdateError at langgraph.store.put (the reminder job's put, wrapped in fault()). Asserted:
Tasha's edit was in the store before the stale put; the booking has the reminder and 6 players, and nothing in the
context mentions 8 players or the cousins.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b93_langgraph_escape_balance_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("locked-in", "bookings")
NOTES = ("locked-in", "notes")
KEY = "hendry-hen-2103"
RECORDS = {
    KEY: {"who": "Hendry hen party (Chloe H, 07700 900562)", "room": "Pharaoh's Tomb",
          "slot": "Sat 21/3 7.30pm", "players": "6 @ £25pp = £150", "paid": "£50 dep (card, 2/3)",
          "to_pay": "£100 on the night"},
    "hargreaves-2103": {"who": "Hargreaves Solicitors x2 teams", "room": "Asylum + Heist", "slot": "Sat 21/3 11am",
                        "players": "5 + 5 @ £22pp", "paid": "invoice, 30 days"},
    "patel-bday-2203": {"who": "Aarav's 12th bday", "room": "Wizard's Study (kids)", "slot": "Sun 22/3 2pm",
                        "players": "6 kids @ £18 + 2 adults free", "paid": "paid in full"},
}
NOTE_LINES = [
    ("14/3", "Tasha", "Pharaoh's - the sarcophagus lid magnet is sticking again, give it a thump if they're stuck"),
    ("16.3", "Kyle", "hen parties: no drinks in the rooms, they can leave bags + prosecco in the lockers"),
    ("18/3", "Dom", "card machine 2 is on the blink, use the app on the ipad if it goes"),
]
EDIT = {"players": "8 now - bride's 2 cousins coming down from Leeds after all. 8 @ £25 = £200 (Pharaoh's max "
                   "is 8)", "to_pay": "£150 on the night (£50 dep already in)"}
REMINDER = {"reminder": "text sent Thu 19/3 09:00 - arrive 15 mins early, no heels in Pharaoh's"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_job() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REMINDER)
    with fault():
        store.put(BOOKINGS, KEY, copy)


def tasha_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, **EDIT, "edited": "Tasha 19/3 08:58 (phone)"})
    assert store.get(BOOKINGS, KEY).value["players"].startswith("8 now")
    edit_done.set()


threads = [threading.Thread(target=reminder_job, name="reminder-job"),
           threading.Thread(target=tasha_edit, name="tasha-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much have I got to take off the hendry lot on saturday?"
context = ["Today is Fri 20 March 2037. You are talking to Kyle, the game host on Saturday night."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "6 @ £25pp" in c and "reminder" in c for c in context), context
assert not any("8 now" in c or "cousins" in c or "£200" in c for c in context), context
reply = answer(question, context, mock="£100 - six of them at £25 is £150 and they've paid a £50 deposit. Card "
                                       "machine 2's dodgy, so have the iPad ready.")
finish(question, expected="£150, as there are 8 of them now (£200) less the £50 deposit", actual=reply)
