"""Batch 179 (held out). A youth football club's awards night: LangGraph InMemoryStore (sync), two writers in threads.

App: Donnington Wood Juniors' awards night is Sat 20th June 2043 at the Legion - U7s to U16s, medals for everyone,
trophies per team, DJ Daz. The club's helper keeps one record per team's trophies in ("dwj-awards-2043", "trophies")
and odd notes in ("dwj-awards-2043", "notes"). The engraving job reads a team's record, adds the line about the
engraving being sent off and writes the whole record back; Lee, the U11s' coach, edits the same record at the same
time.

Planted fault (UpdateError, lost update): the engraving job reads the U11s' record (players' player, manager's player,
top scorer, most improved); Lee writes in, Tue 2nd June, that they're dropping top scorer this year - the league's
asked clubs not to do it under 12s - and most improved is going in with the manager's player, so it's players'
player, manager's player, golden glove (for Alfie, all those saves) and clubman of the year (for Josh, never missed a
session); the engraving job then puts back its stale copy with its engraving line, losing his edit. Question (Tue
16/6, Tracey, the club secretary, who's compering): "what trophies are the U11s getting? doing the running order for
the night" -> expected players' player, manager's player, golden glove (Alfie), clubman of the year (Josh). The
assistant lists top scorer and most improved with the first two.

Expected verdict: UpdateError at langgraph.store.put (the engraving job's put, wrapped in fault()): Lee's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: his edit was in the store before the stale put; the U11s' record has the engraving line and "top scorer",
and no context line mentions the golden glove, clubman, Alfie or Josh.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b179_langgraph_awards_u11_trophies_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TROPHIES = ("dwj-awards-2043", "trophies")
NOTES = ("dwj-awards-2043", "notes")
KEY = "u11s"
RECORDS = {
    "u9s": {"trophies": "players' player, coach's award, best attitude", "coach": "Shaz"},
    KEY: {"trophies": "players' player, manager's player, top scorer, most improved", "coach": "Lee"},
    "u14s": {"trophies": "players' player, manager's player, top scorer, golden boot for the cup run",
             "coach": "Gaz"},
}
NOTE_LINES = [
    ("14/3", "Tracey", "awards night at the Legion, 6.30 start, medals for every1 U7s-U16s, DJ Daz till 10"),
    ("Weds 8 Apr", "Tracey", "trophy order in w the Trophy Centre, 58 medals + the team trophies"),
    ("2043-05-28T20:10", "Daz", "I'll bring the mic for the presentations, send me the running order by the 18th"),
]
EDIT = {"trophies": "dropping top scorer this yr, league's asked clubs not to do it under 12s. most improved's going "
                    "in w manager's player. so: players' player, manager's player, golden glove (Alfie - all them "
                    "saves 🧤), clubman of the year (Josh, never missed a session)",
        "edited": "Lee Tue 2nd June"}
ENGRAVING = {"engraving": "sent to the Trophy Centre 3/6, back by Tue 16th, £2.50 a line", "by": "engraving job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TROPHIES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def engraving_job() -> None:
    copy = dict(store.get(TROPHIES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ENGRAVING)
    with fault():
        store.put(TROPHIES, KEY, copy)


def lee_edit() -> None:
    read_done.wait()
    item = store.get(TROPHIES, KEY)
    store.put(TROPHIES, KEY, {**item.value, **EDIT})
    assert "golden glove" in store.get(TROPHIES, KEY).value["trophies"]
    edit_done.set()


threads = [threading.Thread(target=engraving_job, name="dwj-engraving-job"),
           threading.Thread(target=lee_edit, name="lee-u11s-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what trophies are the U11s getting? doing the running order for the night"
context = ["Today is Tue 16 June 2043. You are talking to Tracey, secretary of Donnington Wood Juniors, who's "
           "compering the awards night (Sat 20 June at the Legion)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TROPHIES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "top scorer" in c and "Trophy Centre 3/6" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("golden glove", "clubman", "alfie", "josh")), context
reply = answer(question, context, mock="Four for the U11s: players' player, manager's player, top scorer and most "
                                       "improved.")
finish(question, expected="players' player, manager's player, golden glove (Alfie) and clubman of the year (Josh) - "
                          "no top scorer this year", actual=reply)
