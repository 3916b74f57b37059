"""Batch 224 (held out). A community orchard's wassail: LangGraph InMemoryStore (sync), two writers in threads.

App: Bringewood Community Orchard hold their wassail in January 2050 - a lantern walk from the village hall, the
wassail songs, toast soaked in cider hung in the old Bramley's branches, pots and pans banged to wake the trees,
mulled cider and a bonfire after. The orchard's helper keeps one record per part of the night in
("bringewood-orchard-2050", "wassail") - the night itself, the songs, the cider - and members' messages in
("bringewood-orchard-2050", "msgs"). The song-sheet job (Pete's script that prints the song sheets) reads the
night's record, adds its song-sheets line and writes the whole record back; Meg (who chairs the orchard group)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the song-sheet job reads the night's record (Old Twelvy Night, Mon 17th
Jan, lantern walk from the village hall at half 6); Meg writes in, Weds 5 Jan, that Monday's a school night and the
Leominster morris can't do a Monday, so they're doing it Sat 15th instead, same time, same place; the song-sheet
job then puts back its stale copy with its song-sheets line, losing Meg's edit. Question (Thu 13/1, Sandra): "what
day's the wassail? want to bring the grandkids, they're back at school mon" -> expected Sat 15th January (half 6
from the village hall). The assistant says Monday 17th.

Expected verdict: UpdateError at langgraph.store.put (the song-sheet job's put, wrapped in fault()): Meg's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Meg's edit was in the store before the stale put; the night's record has the song-sheets line and
Mon 17th, and no context line has Sat 15th, the morris or the school night.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b224_langgraph_orchard_wassail_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bringewood-orchard-2050", "wassail")
MSGS = ("bringewood-orchard-2050", "msgs")
KEY = "night"
RECORDS = {
    KEY: {"details": "WASSAIL 🍎🔥 Old Twelvy Night, mon 17th jan. lantern walk from the village hall half 6, songs at "
                     "the old Bramley, toast in the branches, pots + pans to wake the trees. bonfire + mulled cider "
                     "after",
          "by": "Meg"},
    "songs": {"details": "songs - Here We Come A-Wassailing, the Gloucestershire Wassail, Old Apple Tree we wassail "
                         "thee. Rhys on the melodeon, Jan leading",
              "by": "Pete"},
    "cider": {"details": "cider - 2 x 20L of last yr's pressing for the mulling, Bill's bringing the big pan. apple "
                         "juice for the kids + drivers",
              "by": "Meg"},
}
MSG_LINES = [
    ("2049-11-30T20:10", "Meg", "wassail date's in the diary, tell every1, bring a lantern + something to bang"),
    ("14/12", "Sandra", "can I bring the grandkids? they'd love the banging lol"),
    ("Sun 2nd Jan", "Pete", "song sheets - printing 80, will laminate a few for the rain"),
]
EDIT = {"details": "WASSAIL 🍎🔥 NOW sat 15th jan - mon's a school night + the Leominster morris can't do a monday, so "
                   "we've brought it fwd to the sat. same time, half 6 from the village hall, songs at the old "
                   "Bramley, toast in the branches. bonfire + mulled cider after",
        "edited": "Meg weds 5 jan"}
SHEETS = {"song_sheets": "80 song sheets printed weds 5th + 10 laminated, Pete's bringing them in the lantern box",
          "by": "song-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def song_sheet_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEETS)
    with fault():
        store.put(PLAN, KEY, copy)


def meg_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "NOW sat 15th jan" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=song_sheet_job, name="song-sheet-job"),
           threading.Thread(target=meg_edit, name="meg-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the wassail? want to bring the grandkids, they're back at school mon"
context = ["Today is Thu 13 January 2050. You are talking to Sandra, a member of Bringewood Community Orchard."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "mon 17th jan" in c and "80 song sheets printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("sat 15th", "morris", "school night")), context
reply = answer(question, context, mock="Monday 17th January - Old Twelvy Night. Lantern walk from the village hall at "
                                       "half 6, so the grandkids would need a late one.")
finish(question, expected="Sat 15th January, half 6 from the village hall (brought forward from the Monday - school "
                          "night, and the morris can't do Mondays)", actual=reply)
