"""Batch 297 (held out). A mobile hairdresser's round: LangGraph InMemoryStore (sync), two writers in threads.

App: Donna Whitworth does a mobile hairdressing round around Halifax and the Calder valley in 2053 - ladies at
home, a couple of care homes, the odd bride. Her helper keeps one record per part of the business in
("donna-mobile-hair-2053", "info") - the prices, the round, the care homes, the products - and clients' messages
in ("donna-mobile-hair-2053", "msgs"). The booking-app sync (her nephew Ryan's script that copies the week's
bookings count from the booking app into the helper) reads the prices record, adds the week's bookings line and
writes the whole record back; Donna edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync reads the prices record (wash + set £16, cut + blow dry £22,
perm £45, root tint £35, OAP 10% off on Tuesdays); Donna writes in, 1/9, that her prices go up from the 1st - wash +
set £18, cut + blow dry £24, perms and tints staying as they are for now, the OAP discount too; the sync then puts
back its stale copy with its bookings line, losing Donna's edit. Question (Mon 8th Sept, Mrs Firth, a regular):
"how much is a wash + set now love? want to have the right money ready for thurs" -> expected £18 (up from £16 on
the 1st). The assistant says £16.

Expected verdict: UpdateError at langgraph.store.put (the sync's put, wrapped in fault()): Donna's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the price.
Asserted: Donna's edit was in the store before the stale put; the prices record has the bookings line and the wash
+ set at £16, and no context line has £18, £24 or "going up".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b297_langgraph_hair_round_wash_set_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

INFO = ("donna-mobile-hair-2053", "info")
MSGS = ("donna-mobile-hair-2053", "msgs")
KEY = "prices"
RECORDS = {
    KEY: {"details": "price list 💇‍♀️ wash + set £16, cut + blow dry £22, perm £45 (incl set), root tint £35, "
                     "trims £10, OAPs 10% off on tuesdays. cash or bank transfer, no cards sorry",
          "by": "Donna"},
    "round": {"details": "mon - Sowerby + Triangle, tues - care homes (Cherry Tree am, Oakwood pm), weds - Halifax, "
                         "thurs - Luddenden + Mytholm, fri - brides / odd ones",
              "by": "Donna"},
    "care homes": {"details": "Cherry Tree - 9.30-12, sign in at reception, max 5. Oakwood 1-4, they do the list, "
                              "bill to the home not the ladies",
                   "by": "Donna"},
    "products": {"details": "Elnett for the sets, the Silvikrin for Mrs Haigh (nothing else will do 🙄), own towels "
                            "always",
                 "by": "Donna"},
}
MSG_LINES = [
    ("2053-08-14T10:20", "Mrs Firth", "can u do me + our Jean same thurs? she's up from Derby"),
    ("22/8", "Cherry Tree", "6 ladies next tues if u can squeeze one more in"),
    ("Tue 2nd Sept", "Mrs Haigh", "lovely as always Donna, see u in a fortnight xx"),
]
EDIT = {"details": "price list 💇‍♀️ going up from the 1st (sorry ladies, petrol + everything 😩): wash + set £18, "
                   "cut + blow dry £24. perm £45 + root tint £35 staying as they are for now, trims £10, OAPs still "
                   "10% off tuesdays. cash or bank transfer, no cards",
        "edited": "Donna 1/9"}
BOOKINGS = {"bookings": "this wk from the app: 23 booked, 2 cancelled (sun 7th)", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(INFO, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(INFO, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKINGS)
    with fault():
        store.put(INFO, KEY, copy)


def donna_edit() -> None:
    read_done.wait()
    item = store.get(INFO, KEY)
    store.put(INFO, KEY, {**item.value, **EDIT})
    assert "wash + set £18" in store.get(INFO, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=booking_sync, name="booking-sync"),
           threading.Thread(target=donna_edit, name="donna-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is a wash + set now love? want to have the right money ready for thurs"
context = ["Today is Mon 8 September 2053. You are talking to Mrs Firth, one of Donna's regular ladies."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(INFO, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "wash + set £16" in c and "23 booked" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£18", "£24", "going up")), context
reply = answer(f"(Mrs Firth) {question}", context, mock="It's £16 for a wash + set, Mrs Firth - cash or a bank "
                                                        "transfer, Donna can't take cards.")
finish(question, expected="£18 - Donna put it up from £16 on the 1st", actual=reply)
