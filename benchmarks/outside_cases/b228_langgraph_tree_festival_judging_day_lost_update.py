"""Batch 228 (held out). A village's Christmas tree festival: LangGraph InMemoryStore (sync), two writers in threads.

App: Ripponden's Christmas tree festival is in St Bartholomew's church, open Thu 2nd - Sun 12th December 2049, 10-4 -
trees from the school, the Scouts, the shops and the pubs, judging with rosettes, mince pies and tea in the north
aisle. The festival's helper keeps one record per part of it in ("ripponden-tree-festival-2049", "plan") - the
festival, the judging, the refreshments - and people's messages in ("ripponden-tree-festival-2049", "msgs"). The
judges'-sheet job (Ken's script that prints the entry list for the judges) reads the judging record, adds its
entries line and writes the whole record back; Pat (the festival organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the judges'-sheet job reads the judging record (Sat 4th Dec, 2pm, the
Mayor and Mrs Ellis from the garden centre); Pat writes in, Tue 23rd Nov, that the Mayor's switching the lights on
in Hebden Bridge on the Saturday, so the judging's the Friday night instead, Fri 3rd at the preview evening, 6pm,
same rosettes; the judges'-sheet job then puts back its stale copy with its entries line, losing Pat's edit.
Question (Mon 29/11, Sheila, doing the Scouts' tree): "which day's the judging? want the scouts' tree finished in
time" -> expected Fri 3rd December (6pm, at the preview evening). The assistant says Sat 4th December at 2pm.

Expected verdict: UpdateError at langgraph.store.put (the judges'-sheet job's put, wrapped in fault()): Pat's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Pat's edit was in the store before the stale put; the judging record has the entries line and Sat
4th, and no context line has Fri 3rd, the preview evening or the lights in Hebden.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b228_langgraph_tree_festival_judging_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ripponden-tree-festival-2049", "plan")
MSGS = ("ripponden-tree-festival-2049", "msgs")
KEY = "judging"
RECORDS = {
    "festival": {"details": "TREE FESTIVAL 🎄 St Bart's, open thurs 2nd - sun 12th dec, 10-4. trees in + lit by weds "
                            "1st 8pm latest, 6ft max (the font end can take 8ft)",
                 "by": "Pat"},
    KEY: {"details": "judging sat 4th dec 2pm - the Mayor + Mrs Ellis from the garden centre. rosettes for best "
                     "traditional, best recycled + the kids' choice (Y6 vote)",
          "by": "Pat"},
    "refreshments": {"details": "mince pies + tea in the north aisle, 50p each, WI baking, urn from the hall. Ken's "
                                "on mornings, Sheila afternoons",
                     "by": "Ken"},
}
MSG_LINES = [
    ("2049-10-12T19:15", "Pat", "entry forms out in the shop + the Co-op, £5 a tree, back by 19th nov"),
    ("4/11", "Sheila", "scouts are doing one again, recycled theme, all plastic bottles 🌲"),
    ("Fri 19th Nov", "Ken", "32 trees entered, printing the judges' sheet next wk"),
]
EDIT = {"details": "judging's the fri night now, fri 3rd at the preview eve, 6pm - the Mayor's switching the lights "
                   "on in Hebden on the sat so it's the only time she can do 🙄 Mrs Ellis fine w/ it, same rosettes - "
                   "best traditional, best recycled + the kids' choice",
        "edited": "Pat tue 23rd nov"}
SHEET = {"entries": "32 trees entered, judges' sheet printed (numbers on the labels)", "by": "judges'-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def judges_sheet_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEET)
    with fault():
        store.put(PLAN, KEY, copy)


def pat_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "fri 3rd at the preview eve, 6pm" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=judges_sheet_job, name="judges-sheet-job"),
           threading.Thread(target=pat_edit, name="pat-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the judging? want the scouts' tree finished in time"
context = ["Today is Mon 29 November 2049. You are talking to Sheila, who's doing the Scouts' tree for Ripponden's "
           "Christmas tree festival."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "judging sat 4th dec 2pm" in c and "judges' sheet printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("fri 3rd", "preview", "lights on")), context
reply = answer(question, context, mock="Saturday 4th December at 2pm - the Mayor and Mrs Ellis from the garden "
                                       "centre are judging, so have it finished by then.")
finish(question, expected="Fri 3rd December, 6pm at the preview evening (the Mayor's switching the Hebden lights on "
                          "on the Saturday)", actual=reply)
