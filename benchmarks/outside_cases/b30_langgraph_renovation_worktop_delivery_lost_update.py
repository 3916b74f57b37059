"""Batch 30 (held out). A family's house renovation tracker: LangGraph InMemoryStore (sync), two writers in threads.

App: the Mensahs are doing up a 1930s semi in Chatteris (kitchen knocked through, new bathroom, rewire). They keep
one record per delivery (``("reno", "deliveries")``, key = supplier + item; value = item, supplier, date, window,
where to leave it, notes) and a namespace of messages from the family group chat; the family's assistant answers
from a search of both. Two things write the quartz worktop's record at once: the supplier portal's nightly sync
(it reads the record, adds the order status and the driver's phone, and writes the whole record back) and Efua,
on her phone, after the stone yard rang.

Planted fault (UpdateError, lost update): the sync read the record before Efua's edit of the date ("Thurs 22/5 -
yard rang, their CNC's down so Tue's a no go, 7-11am window, 2 lads carrying, need the side gate unlocked") and
puts back its stale copy, whose date still says "Tue 20 May". Question (Sun 18/5): "what day's the worktop
coming? need to book the day off" -> expected Thursday 22 May. The assistant says Tuesday the 20th.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Efua's edit is in
the record before the sync's put and missing from the final context, which says Tue 20 May. Another reading: none
that we see; nothing is deleted, and the chat never gives the new day.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b30_langgraph_renovation_worktop_delivery_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DELIVERIES = ("reno", "deliveries")
CHAT = ("reno", "family-chat")
KEY = "fenstone-quartz-worktop"
RECORDS = {
    "howdens-kitchen-units": {"item": "kitchen units (14 carcasses + doors)", "supplier": "Howdens Huntingdon",
                              "date": "Mon 12/5", "window": "am", "leave": "garage", "notes": "delivered, all there "
                                                                                              "exc 1 plinth"},
    KEY: {"item": "quartz worktop, 3 pieces, Calacatta-ish", "supplier": "Fenstone Worktops, March",
          "date": "Tue 20 May", "window": "tbc", "leave": "fitted on the day by their lads",
          "notes": "templated 6/5, £2,860 paid in full"},
    "travis-perkins-plasterboard": {"item": "plasterboard x20 + beads", "supplier": "Travis Perkins", "date": "Wed "
                                    "21/5", "window": "all day", "leave": "front drive", "notes": "for the bathroom"},
    "screwfix-bathroom-tiles": {"item": "bathroom tiles 9m2 + adhesive", "supplier": "Tile Giant",
                                "date": "Fri 30/5", "window": "8-12", "leave": "porch", "notes": "click + collect "
                                                                                                 "if cheaper"},
}
CHAT_MSGS = [
    ("14/5", "Kwame", "Sink's in, tap's leaking at the joint, Gav coming back to sort it"),
    ("15/5", "Efua", "Who's home next wk? worktop lads need someone in + the side gate open"),
    ("15/5", "Kwame", "I'm on earlies all wk, can't. Your mum?"),
    ("16/5", "Grandma Adjoa", "I can do Tuesday, not Thursday, it's my hospital appt"),
    ("16/5", "Efua", "Stone yard rang, their machine's broken, sorting it w them now"),
    ("17/5", "Kwame", "Skip's full again, it's going Mon"),
]
DATE_EDIT = ("Thurs 22/5 - yard rang, their CNC's down so Tue's a no go, 7-11am window, 2 lads carrying, need the "
             "side gate unlocked")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DELIVERIES, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, efua_done = threading.Event(), threading.Event()


def portal_sync() -> None:
    copy = dict(store.get(DELIVERIES, KEY).value)
    read_done.set()
    efua_done.wait()
    copy.update(status="cut + polished, on the van list", driver="Lee 07700 118 240")
    with fault():
        store.put(DELIVERIES, KEY, copy)


def efua_phone() -> None:
    read_done.wait()
    item = store.get(DELIVERIES, KEY)
    store.put(DELIVERIES, KEY, {**item.value, "date": DATE_EDIT, "edited": "Fri 16/5 13:40 Efua"})
    assert "Thurs 22/5" in store.get(DELIVERIES, KEY).value["date"]
    efua_done.set()


threads = [threading.Thread(target=portal_sync, name="fenstone-portal-sync"),
           threading.Thread(target=efua_phone, name="efua-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the worktop coming? need to book the day off"
deliveries = store.search(DELIVERIES, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Sun 18/5/25."] + [f"{d.key}: {flat(d.value)}" for d in deliveries] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(KEY in c and "date: Tue 20 May" in c and "Lee 07700" in c for c in context), context
assert not any("22/5" in c or "Thurs 22" in c or "CNC" in c for c in context), context
reply = answer(question, context, mock="Tuesday 20 May - Fenstone are fitting it on the day, it's on the van list "
                                       "(driver Lee). Grandma Adjoa said she can do Tuesday if you can't.")
finish(question, expected="Thurs 22nd - the stone yard's machine broke so Tuesday's off", actual=reply)
