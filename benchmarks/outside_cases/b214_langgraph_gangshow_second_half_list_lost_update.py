"""Batch 214 (held out). A scout group's gang show: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Clun Scout Group put on their gang show on Fri 26th and Sat 27th Nov 2049 at the Memorial Hall, 7pm -
Beavers, Cubs, Scouts and Explorers each doing acts, a 20-minute interval with ice creams and the tuck shop, tickets
£6 (£4 kids). The group's helper keeps one record per part of the show in ("1st-clun-gangshow-2049", "plan") - the
running order, the tickets, the interval - and leaders' messages in ("1st-clun-gangshow-2049", "msgs"). The
programme job (Sue's script that lays out the printed programme) reads the running order, adds the programme line
and writes the whole record back; Kaa (the Beaver leader) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the running order (second half: the Scouts'
Bohemian Rhapsody in wellies, the Beavers' pirate song, the Explorers' stand-up, the finale 'Crest of a Wave'); Kaa
writes in, Tue 16th Nov, that the Beavers' pirate song goes to the end of the first half - half 8's way past their
bedtime - and Ollie + Jess's magic act from the Cubs takes its slot; the programme job then puts back its stale copy
with its programme line (A5, printed at Kall Kwik Weds 24th), losing Kaa's edit. Question (Sat 20/11, Sue, doing the
programme's second page): "what's in the second half? doing the programme" -> expected the Scouts' Bohemian
Rhapsody in wellies, the Explorers' stand-up, the Cubs' magic act (Ollie + Jess) and the finale. The assistant lists
the old second half, with the Beavers' pirate song and no magic act.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Kaa's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
list. Asserted: Kaa's edit was in the store before the stale put; the running-order record has the programme line
and the pirate song in its second half, and no context line has the magic act, Ollie or the bedtime.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b214_langgraph_gangshow_second_half_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("1st-clun-gangshow-2049", "plan")
MSGS = ("1st-clun-gangshow-2049", "msgs")
KEY = "running_order"
RECORDS = {
    KEY: {"first_half": "opening number (everyone) 'Crazy Little Thing', Beavers' Baby Shark (sorry), Cubs' camp "
                        "fire sketch, Scouts' drum circle w/ the bins",
          "second_half": "Scouts' Bohemian Rhapsody in wellies, Beavers' pirate song, Explorers' stand-up (Tom + "
                         "Maddie, vetted by Akela!!), finale 'Crest of a Wave'"},
    "tickets": {"details": "tickets £6, £4 under 16s, from the Co-op + on the door. 140 seats a night, Fri's nearly "
                           "gone", "by": "Bagheera"},
    "interval": {"details": "interval 20 mins - ice creams from the Explorers, tuck shop in the kitchen, squash "
                            "30p. Akela on the float", "by": "Akela"},
}
MSG_LINES = [
    ("2049-10-05T20:30", "Akela", "dress rehearsal thurs 25th 6-9 at the hall, full costume pls 🎭"),
    ("14/10", "Bagheera", "lighting - Dave's borrowing the church's dimmer desk, needs it back sun morning"),
    ("Mon 8th Nov", "Sue", "anyone got a pirate hat? also need 3 more wellies for the bohemian rhapsody lot lol"),
]
EDIT = {"first_half": "opening number (everyone) 'Crazy Little Thing', Beavers' Baby Shark (sorry), Cubs' camp fire "
                      "sketch, Scouts' drum circle w/ the bins, Beavers' pirate song to finish the half",
        "second_half": "Scouts' Bohemian Rhapsody in wellies, Explorers' stand-up (Tom + Maddie, vetted by "
                       "Akela!!), Cubs' magic act (Ollie + Jess), finale 'Crest of a Wave' - moved the pirates, half "
                       "8's way past the Beavers' bedtime 😴",
        "edited": "Kaa tue 16th nov"}
PROGRAMME = {"programme": "A5 folded, running order on p2, printed at Kall Kwik weds 24th, 300 copies",
             "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROGRAMME)
    with fault():
        store.put(PLAN, KEY, copy)


def kaa_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Cubs' magic act (Ollie + Jess)" in store.get(PLAN, KEY).value["second_half"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=kaa_edit, name="kaa-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's in the second half? doing the programme"
context = ["Today is Sat 20 Nov 2049. You are talking to Sue, who's doing the programme for 1st Clun Scout Group's "
           "gang show (Fri 26 + Sat 27 Nov)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Beavers' pirate song, Explorers' stand-up" in c and "Kall Kwik" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("magic act", "ollie", "bedtime")), context
reply = answer(question, context, mock="Second half: the Scouts' Bohemian Rhapsody in wellies, the Beavers' pirate "
                                       "song, the Explorers' stand-up (Tom + Maddie), then the finale, 'Crest of a "
                                       "Wave'.")
finish(question, expected="the Scouts' Bohemian Rhapsody in wellies, the Explorers' stand-up, the Cubs' magic act "
                          "(Ollie + Jess) and the finale 'Crest of a Wave' - the Beavers' pirate song's at the end of "
                          "the first half now", actual=reply)
