"""Batch 250 (held out). A climbing gym's route-setting log: LangGraph InMemoryStore (sync), two writers in threads.

App: Crag Lane Climbing (a bouldering wall in Todmorden) keeps its setting plan in the front-desk helper - one
record per part of it in ("crag-lane-setting-2050", "plan") - the reset rota, the hold orders, the league comp, the
wall closures - and members' messages in ("crag-lane-setting-2050", "msgs"). The newsletter job (a script that
builds the Friday email) reads the rota record, adds the line saying the newsletter went out and writes the whole
record back; Kat (the head setter) edits the same record at the same time.

Planted fault (UpdateError, lost update): the newsletter job reads the rota record (w/c 14/3 the slab, w/c 21/3 the
comp wall, w/c 28/3 the cave, kids' wall in April); Kat writes in, Fri 11th, that she's swapped the cave and the
slab - the new dual-tex volumes for the slab aren't coming till the 25th - so the cave's w/c 14/3 now and the slab
w/c 28/3, comp wall as it was; the newsletter job then puts back its stale copy with its line, losing Kat's edit.
Question (Sat 12/3, Leah, a member): "when's the cave getting reset? want to send my project before it goes 🙏" ->
expected the week of 14 March (next week - it was swapped with the slab). The assistant says the week of 28 March.

Expected verdict: UpdateError at langgraph.store.put (the newsletter job's put, wrapped in fault()): Kat's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides when the
cave goes. Asserted: Kat's edit was in the store before the stale put; the rota record has the newsletter line and the
cave w/c 28/3, and no context line has "swapped" or the volumes' delivery.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b250_langgraph_climbing_cave_reset_week_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("crag-lane-setting-2050", "plan")
MSGS = ("crag-lane-setting-2050", "msgs")
KEY = "reset_rota"
RECORDS = {
    KEY: {"details": "reset rota spring: w/c 14/3 slab, w/c 21/3 comp wall (league round 3 on the 1st), w/c 28/3 "
                     "the cave, kids wall sometime april. each wall shut tues 10-2 of its wk",
          "by": "Kat"},
    "holds": {"details": "on order from Flathold: purple jugs (backordered), 3 dual-tex volumes. crimps came sun",
              "by": "Rich"},
    "league": {"details": "bouldering league round 3 fri 1st april 7pm, 20 new probs on the comp wall, £6 members / "
                          "£9 non",
               "by": "Kat"},
    "closures": {"details": "kids wall shut sat am 12/3 for a birthday party (10-12). showers out till further "
                            "notice 🙄",
                 "by": "front desk"},
}
MSG_LINES = [
    ("2050-03-02T18:20", "Leah", "any chance the yellow 6A in the cave stays a bit longer? so close 😭"),
    ("5.3.", "Tom", "who's setting the slab? the last lot were savage"),
    ("Weds 9th", "Rich", "chalk bags left on the benches r going in lost property from monday"),
]
EDIT = {"details": "reset rota spring - SWAPPED cave + slab, the dual-tex volumes for the slab aren't coming till the "
                   "25th 🙄 so: w/c 14/3 the cave, w/c 21/3 comp wall, w/c 28/3 slab, kids wall april. each wall "
                   "shut tues 10-2 of its wk",
        "edited": "Kat fri 11th"}
NEWSLETTER = {"newsletter": "rota went out in the fri email (11/3), 612 opened", "by": "newsletter job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def newsletter_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(NEWSLETTER)
    with fault():
        store.put(PLAN, KEY, copy)


def kat_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "w/c 14/3 the cave" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=newsletter_job, name="newsletter-job"),
           threading.Thread(target=kat_edit, name="kat-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the cave getting reset? want to send my project before it goes 🙏"
context = ["Today is Sat 12 March 2050. You are the front-desk helper at Crag Lane Climbing, talking to Leah, a "
           "member."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "w/c 28/3 the cave" in c and "612 opened" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "14/3 the cave", "till the 25th")), context
reply = answer(f"(Leah) {question}", context,
               mock="The cave's down for the week of 28 March (shut the Tuesday 10-2), so you've got a couple of "
                    "weeks yet.")
finish(question, expected="the week of 14 March - next week; Kat swapped it with the slab", actual=reply)
