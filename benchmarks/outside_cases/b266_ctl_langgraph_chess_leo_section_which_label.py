"""Batch 266 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (the entries secretary and the chief arbiter each put their own notes), then the question's search.

App: Brighouse Juniors Chess run the Brighouse Junior Rapidplay on Sat 21st Oct 2051 at Rastrick High - U8, U10,
U12 Major and U12 Minor, each section in its own room. Rehana (entries) and Mr Okoye (chief arbiter) keep notes in
the club's helper under ("brighouse-junior-rapid-2051", "notes"), one item per note; the helper answers parents
from a search of all the notes.

Memory: Rehana, 2051-09-25T19:00 - Leo Brooke entered in the U10, £10 paid, his mum's helping on the tuck shop;
Mr Okoye, 7/10 - grading check done, Leo's on 1250 now after the Yorkshire champs, way over the U10 cap of 1100, so
he's gone up into the U12 Major, email's gone to his mum; Rehana, Mon 9th Oct - rooms: U8 the library, U10 room 4,
U12 Major the hall, U12 Minor room 6; Mr Okoye, 14.10. - rounds at 10, 11, 12, 1.30, 2.30, prizes 4. Question (Weds
18/10, Leo's grandad): "which section's Leo in on sat? I'm picking him up and need to know which room" The assistant
says the U12 Major, in the hall (moved up from the U10 on his grading). The label says the U10.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b266_ctl_langgraph_chess_leo_section_which_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("brighouse-junior-rapid-2051", "notes")
NOTES = {
    "rehana": [
        ("2051-09-25T19:00", "Leo Brooke entered in the U10 ♟️ £10 paid, his mum's helping on the tuck shop"),
        ("Mon 9th Oct", "rooms - U8 the library, U10 room 4, U12 Major the hall, U12 Minor room 6. parents wait in "
                        "the canteen pls, no one in the playing rooms"),
    ],
    "okoye": [
        ("7/10", "grading check done - Leo's on 1250 now after the Yorkshire champs, way over the U10 cap of 1100 so "
                 "he's gone up into the U12 Major. email's gone to his mum"),
        ("14.10.", "rds at 10, 11, 12, 1.30 + 2.30, 15 mins + 5 secs. prizes about 4, depends on the last rd"),
    ],
}

store = InMemoryStore()


def file_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        store.put(NS, f"{who}-{i}", {"day": day, "by": who, "text": text})


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which section's Leo in on sat? I'm picking him up and need to know which room"
context = ["Today is Weds 18 October 2051. You are talking to Leo Brooke's grandad; Leo is playing in the Brighouse "
           "Junior Rapidplay (Sat 21 Oct)."] + \
          [f"{r.value['day']} ({r.value['by']}): {r.value['text']}" for r in store.search(NS, limit=20)]
assert any("Leo Brooke entered in the U10" in c for c in context), context
assert any("he's gone up into the U12 Major" in c for c in context), context
assert any("U12 Major the hall" in c for c in context), context
reply = answer(question, context, mock="The U12 Major - he was moved up from the U10 after his grading went up - so "
                                       "that's the hall. Parents wait in the canteen.")
finish(question, expected="the U10", actual=reply)
