"""Batch 252 (held out). A choir's concert planning: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Voices (a community choir, about 40 singers) give their spring concert on Sat 17th May 2051 at St Mary's,
Elland - two halves with a 20 minute interval, a string quartet for three numbers, a raffle. The choir's helper keeps
one record per part of the concert in ("calder-voices-spring-2051", "plan") - the running order, the dress, the
rehearsals, the tickets - and the section chat in ("calder-voices-spring-2051", "chat"). The programme job (Rob's
script that lays out the printed programme) reads the running order record, adds a line saying the programme's gone
to the printers and writes the whole record back; Gill (the musical director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the running order (1st half: Zadok the Priest,
Locus Iste, Shenandoah, Seasons of Love; interval; 2nd half: Africa with the rain sticks, Bridge Over Troubled Water,
Hallelujah, Thank You for the Music; encore Bring Me Sunshine); Gill writes in, Sun 11th May, that she's swapped
Africa and Seasons of Love - Africa closes the 1st half now (the rain sticks are a better way into the interval and
the sopranos need the break after it), Seasons of Love opens the 2nd half; the programme job then puts back its
stale copy with its printers line, losing Gill's edit. Question (Weds 14/5, Janet, alto): "what are we opening the
2nd half with? sorting my folder out tonight 🎶" -> expected Seasons of Love (swapped with Africa). The assistant
says Africa.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Gill's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
second half's opener. Asserted: Gill's edit was in the store before the stale put; the running order record has the
printers line and "2nd half: Africa", and no context line has "swapped" or "closes the 1st half".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b252_langgraph_choir_concert_second_half_opener_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-voices-spring-2051", "plan")
CHAT = ("calder-voices-spring-2051", "chat")
KEY = "running_order"
RECORDS = {
    KEY: {"details": "1st half: Zadok the Priest, Locus Iste, Shenandoah, Seasons of Love | interval 20 mins | 2nd "
                     "half: Africa (w/ the rain sticks), Bridge Over Troubled Water (+ strings), Hallelujah (Cohen), "
                     "Thank You for the Music. encore Bring Me Sunshine if they'll have us 😂",
          "by": "Gill"},
    "dress": {"details": "all black, red scarves for the ladies, red ties for the men, black shoes NOT trainers",
              "by": "Jean"},
    "rehearsals": {"details": "thurs 7.30 at the Methodist as usual, extra sat 10th 10-1 at St Mary's w/ the "
                              "quartet, bring lunch",
                   "by": "Jean"},
    "tickets": {"details": "£10 / £5 under 16s, from Jean or on the door, for the Overgate hospice",
                "by": "Jean"},
}
CHAT_LINES = [
    ("2051-04-24T21:40", "Janet", "can the altos have a sectional for Locus Iste? the middle bit's a mess"),
    ("30.4.", "Gill", "sectional tues 6th, 7pm at mine, bring pencils"),
    ("Fri 9th May", "Rob", "raffle prizes to me by thurs pls - bottles, chocs, smellies"),
]
EDIT = {"details": "1st half: Zadok the Priest, Locus Iste, Shenandoah, Africa (w/ the rain sticks) | interval 20 "
                   "mins | 2nd half: Seasons of Love, Bridge Over Troubled Water (+ strings), Hallelujah (Cohen), "
                   "Thank You for the Music. swapped Africa + Seasons of Love - Africa closes the 1st half now, rain "
                   "sticks are a better way into the interval + the sops need the break after it",
        "edited": "Gill sun 11th"}
PRINT = {"programme": "programme to Printfast mon 12th, 150 copies, Rob collecting fri", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRINT)
    with fault():
        store.put(PLAN, KEY, copy)


def gill_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "2nd half: Seasons of Love" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=gill_edit, name="gill-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are we opening the 2nd half with? sorting my folder out tonight 🎶"
context = ["Today is Weds 14 May 2051. You are talking to Janet, an alto in Calder Voices."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "2nd half: Africa" in c and "Printfast" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "closes the 1st half")), context
reply = answer(f"(Janet) {question}", context, mock="Africa, with the rain sticks - then Bridge Over Troubled Water "
                                                    "with the strings.")
finish(question, expected="Seasons of Love - Gill swapped it with Africa, which closes the first half now",
       actual=reply)
