"""Batch 395 (held out). An izakaya's weekly rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Izakaya Torimaru, a yakitori izakaya by a shotengai in Osaka, keeps its week in the staff helper: one record per
part of it in ("torimaru", "week-2050-12-05") - the rota, the reservations, the stock order - and the staff's shift
notes in ("torimaru", "shift-notes"). The POS sync job (a script the owner's nephew wrote) reads the rota record,
adds the week's sales target and writes the whole record back; the tencho edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the rota (Fri 12/9: Mei + Dec open 17:00, Mei + Yuto
close till 24:00; Kenta off Fri + Sat); the tencho (Hashimoto) writes in, 2050/12/07 14:20, that Yuto's sprained
his wrist at futsal, so Kenta's in Fri 12/9 18:00-close instead of Yuto, rest as was; the sync job then puts back
its stale copy with its target, losing the tencho's edit. Question (Thu 2050/12/08, Kenta): "am I on tmrw? mate's
got a spare ticket for a gig in Shinsaibashi if not 🎸" -> expected yes, 18:00 till close, covering Yuto. The
assistant says no, he's off Friday.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): the tencho's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Kenta's
Friday. Asserted: the tencho's edit was in the store before the stale put; the rota record has the sales target and
"Kenta off Fri + Sat", and no context line has the wrist, futsal or "Kenta in Fri".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b395_langgraph_izakaya_friday_shift_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WEEK = ("torimaru", "week-2050-12-05")
NOTES_NS = ("torimaru", "shift-notes")
KEY = "rota"
RECORDS = {
    KEY: {"details": "rota w/c 2050/12/05 - Mon closed. Tue-Thu: Mei + Dec 17:00-23:00. Fri 12/9: Mei + Dec open "
                     "17:00, Mei + Yuto close (till 24:00). Sat 12/10: Dec + Yuto 16:00-24:00, Mei 18:00-22:00. "
                     "Kenta off Fri + Sat (his sister's wedding thing)",
          "by": "Hashimoto"},
    "reservations": {"details": "Fri 12/9 19:00 Ikeda-sama 8名 nomihodai ¥3,500, 20:30 counter x4. Sat 12/10 18:30 "
                                "Nakai Kogyo bonenkai 16名 back room ¥4,000 course",
                     "by": "Dec"},
    "stock": {"details": "order Thu for Fri: 6kg momo, 3kg negi, 2 kegs 生, 1 box lemons. Maruyama delivers 15:00",
              "by": "Hashimoto"},
}
SHIFT_NOTES = [
    ("2050/12/06 23:40", "Mei", "quiet nite, ¥98,400. tare pot topped up, grill 2 still sticking"),
    ("2050/12/07 23:15", "Dec", "¥121,700, Ikeda-sama rang to confirm Fri, 8名 still"),
]
EDIT = {"details": "rota w/c 2050/12/05 - CHANGE: Yuto's sprained his wrist at futsal 🤕 so Kenta in Fri 12/9 "
                   "18:00-close instead of Yuto. rest as was: Tue-Thu Mei + Dec 17:00-23:00, Fri Mei + Dec open "
                   "17:00, Mei + Kenta close. Sat 12/10 Dec + Yuto (counter only, no grill) 16:00-24:00, Mei "
                   "18:00-22:00. Kenta still off Sat",
        "edited": "tencho 2050/12/07 14:20"}
TARGET = {"target": "week target ¥620,000 (POS sync 2050/12/07)", "by": "pos-sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WEEK, key, record)
for i, (when, who, text) in enumerate(SHIFT_NOTES, 1):
    store.put(NOTES_NS, f"n-{i:02d}", {"when": when, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pos_sync() -> None:
    copy = dict(store.get(WEEK, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TARGET)
    with fault():
        store.put(WEEK, KEY, copy)


def tencho_edit() -> None:
    read_done.wait()
    item = store.get(WEEK, KEY)
    store.put(WEEK, KEY, {**item.value, **EDIT})
    assert "Kenta in Fri 12/9 18:00-close instead of Yuto" in store.get(WEEK, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=pos_sync, name="pos-sync"), threading.Thread(target=tencho_edit, name="tencho")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "am I on tmrw? mate's got a spare ticket for a gig in Shinsaibashi if not 🎸"
context = ["Today is Thu 2050/12/08. You are talking to Kenta, who works at Izakaya Torimaru."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(WEEK, limit=10)] + \
          [f"{n.value['when']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES_NS, limit=50)]
assert any(c.startswith(KEY + ":") and "Kenta off Fri + Sat" in c and "¥620,000" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("wrist", "futsal", "kenta in fri")), context
reply = answer(f"(Kenta) {question}", context, mock="No - you're off Fri + Sat this week, Kenta. Fri close is Mei + "
                                                    "Yuto. Enjoy the gig!")
finish(question, expected="yes - 18:00 till close on Fri, covering Yuto (sprained wrist)", actual=reply)
