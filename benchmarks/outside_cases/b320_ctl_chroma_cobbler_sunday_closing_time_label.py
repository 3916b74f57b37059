"""Batch 320 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the owner and his assistant each file their own notes), then the question's query.

App: Quick Heel is Raj's cobbler and key-cutting kiosk in the Kingsgate centre - heels while you wait, resoles,
keys, watch batteries. Raj and Kelly (who does the weekends) file notes into one chroma collection; the helper
answers customers' questions from the 4 nearest.

Memory: Raj, 2051-03-01T09:00 - opening hours Mon-Sat 9-5.30, Sun 10-4, late Thurs till 7; Raj, 24/4 - the new watch
strap display came, Kelly to price it up; Kelly, Weds 5/4 - centre management's letter: from 1st May the centre's
shutting at 3 on Sundays (staff costs), so are we, shutters down at quarter to to cash up; Kelly, 2nd May - Mrs
Ahmed's heels (ticket 77) ready. Question (Sat 13/5, a customer): "what time do you shut tmrw? want to bring my
boots in after the match" The assistant says 3pm (the centre shuts at 3 on Sundays now; get there before quarter
to). The label says 4pm.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b320_ctl_chroma_cobbler_sunday_closing_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "raj": [
        "2051-03-01T09:00 OPENING HRS 🔑 mon-sat 9-5.30, sun 10-4, late thurs till 7 (centre's late nite). keys "
        "stop 15 mins b4 close",
        "24/4 new watch strap display came, Kelly can u price it up, leather £12 / metal £18",
    ],
    "kelly": [
        "Weds 5/4 letter from centre management - from 1st may the centre's shutting at 3 on sundays (staff costs "
        "apparently 🙄) so we are too, shutters down at quarter to so I can cash up",
        "2nd May Mrs Ahmed's heels ready, ticket 77, she's been rung",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("quick-heel-kingsgate", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do you shut tmrw? want to bring my boots in after the match"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 13 May 2051. You are talking to a customer of Quick Heel (cobbler and key cutting, "
           "Kingsgate centre)."] + hits
assert any("sun 10-4" in c for c in context), context
assert any("the centre's shutting at 3 on sundays" in c for c in context), context
reply = answer(question, context, mock="3pm on Sundays now - the centre shuts at 3, so get here before about quarter "
                                       "to. Leave your boots with us and they'll be ready in the week.")
finish(question, expected="4pm", actual=reply)
