"""Batch 319 (held out). A hand car wash: LangGraph InMemoryStore (sync), two writers in threads.

App: Sparkle Hand Car Wash, on the old Jet garage forecourt in Brighouse (Arben, the owner, and four lads), do an
outside wash, an in-and-out, a mini valet and a full valet, with extras (clay bar, leather, pet hair). The helper
that answers the wash's WhatsApp keeps one record per part of the board in ("sparkle-car-wash", "board") - the
prices, the hours, the extras - and Arben's messages in ("sparkle-car-wash", "msgs"). The card machine job (a
script that copies the new card terminal's settings onto the board) reads the prices record, adds the card line and
writes the whole record back; Arben edits the same record at the same time.

Planted fault (UpdateError, lost update): the card job reads the prices record (outside wash car £8 / 4x4 £10, in
and out £15 / £18, mini valet £25 / £30, full valet car £35 / 4x4 and people carriers £40); Arben writes in, Sat
5th Nov, that the snow foam and the wax have both gone up, so a full valet on a 4x4 or people carrier is £45 now,
not £40, everything else the same; the card job then puts back its stale copy with its card line, losing Arben's
edit. Question (Tue 15/11, Mr Pickles): "how much for a full valet on my 4x4? Discovery, it's filthy after the shoot
🐕" -> expected £45 (up from £40 with the snow foam and wax). The assistant says £40.

Expected verdict: UpdateError at langgraph.store.put (the card job's put, wrapped in fault()): Arben's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the price.
Asserted: Arben's edit was in the store before the stale put; the prices record has the card line and the full
valet 4x4 at £40, and no context line has £45, snow foam or "gone up".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b319_langgraph_car_wash_valet_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOARD = ("sparkle-car-wash", "board")
MSGS = ("sparkle-car-wash", "msgs")
KEY = "prices"
RECORDS = {
    KEY: {"details": "outside wash car £8 / 4x4 £10, in + out £15 / £18, mini valet £25 / £30, full valet car £35 / "
                     "4x4 + people carriers £40. vans outside only £12",
          "by": "Arben"},
    "hours": {"details": "mon-sat 8.30-6, sun 9-4. last full valet in by 2 (takes 3hrs+)", "by": "Arben"},
    "extras": {"details": "clay bar £20, leather clean + feed £15, dog hair £10 (£15 if it's a spaniel 😂), engine "
                          "bay £10",
               "by": "Arben"},
}
MSG_LINES = [
    ("2050-10-03T09:12", "Arben", "loyalty cards are back - 10th wash free, stamp on the back"),
    ("22/10", "Arben", "no jet wash on alloys unless u ask, we hand do them now (the Audi man 🙄)"),
    ("Thu 10th Nov", "Arben", "full valets are booking up for xmas, ring or msg for a slot"),
]
EDIT = {"details": "outside wash car £8 / 4x4 £10, in + out £15 / £18, mini valet £25 / £30, full valet car £35 / "
                   "4x4 + people carriers £45 now not £40 - snow foam + the wax have both gone up again, sorry. "
                   "vans outside only £12",
        "edited": "Arben sat 5th nov"}
CARD = {"card": "card machine's a SumUp now, contactless up to £100, cash still fine", "by": "card job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOARD, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def card_job() -> None:
    copy = dict(store.get(BOARD, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CARD)
    with fault():
        store.put(BOARD, KEY, copy)


def arben_edit() -> None:
    read_done.wait()
    item = store.get(BOARD, KEY)
    store.put(BOARD, KEY, {**item.value, **EDIT})
    assert "4x4 + people carriers £45 now not £40" in store.get(BOARD, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=card_job, name="card-job"), threading.Thread(target=arben_edit, name="arben")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much for a full valet on my 4x4? Discovery, it's filthy after the shoot 🐕"
context = ["Today is Tue 15 November 2050. You are talking to Mr Pickles, a customer of Sparkle Hand Car Wash, "
           "Brighouse."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOARD, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "4x4 + people carriers £40" in c and "SumUp" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£45", "snow foam", "gone up")), context
reply = answer(f"(Mr Pickles) {question}", context,
               mock="A full valet on a 4x4 is £40 - takes 3 hours or so, so get it in by 2. Dog hair's extra if "
                    "it needs it.")
finish(question, expected="£45 - up from £40, the snow foam and the wax have gone up", actual=reply)
