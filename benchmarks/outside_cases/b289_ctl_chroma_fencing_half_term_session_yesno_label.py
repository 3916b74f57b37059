"""Batch 289 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the club secretary and the head coach each file their own notes), then the question's query.

App: Sowerby Bridge Fencing Club run juniors on Saturday mornings and seniors Tuesday and Thursday nights at the
leisure centre. Anna (the club secretary) and Marek (the head coach) file notes into one chroma collection; the
helper answers members' questions from the 4 nearest.

Memory: Anna, 2051-01-04T20:10 - term dates, juniors Saturdays, seniors Tuesdays and Thursdays, NO sessions over
half term (w/c 20th Feb), back Sat 25th; Anna, 11/1 - subs £30 a term, pay Dave; Marek, Fri 10th Feb - change of
plan, we'll do a Thursday session in half term after all, the 23rd, open to all ages, 6-8pm at the leisure centre,
£5, bring a drink, the hall was free so he grabbed it; Marek, 13/2 - Leon Paul junior series results, Freya 3rd.
Question (Mon 20/2, Ollie's mum): "is there fencing on thurs? it's half term + Ollie's climbing the walls 😂" The
assistant says yes - Thursday 23rd, 6-8pm at the leisure centre, all ages, £5. The label says no, there are no
sessions over half term.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b289_ctl_chroma_fencing_half_term_session_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "anna": [
        "2051-01-04T20:10 term dates 🤺 juniors sats, seniors tues + thurs. NO sessions over half term (w/c 20th "
        "feb), back sat 25th",
        "11/1 subs £30 a term, pay Dave (cash or the card machine), pay as u go still £4 juniors",
    ],
    "marek": [
        "Fri 10th Feb - change of plan, we'll do a thurs session in half term after all, the 23rd, open to all ages, "
        "6-8pm at the leisure centre, £5, bring a drink. hall was free so I grabbed it 😁",
        "13/2 Leon Paul junior series results - Freya 3rd in the u14 epee!! 🥉 well done everyone who went",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-fencing-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is there fencing on thurs? it's half term + Ollie's climbing the walls 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 20 February 2051. You are talking to Ollie's mum; Ollie fences in the juniors at Sowerby "
           "Bridge Fencing Club."] + hits
assert any("NO sessions over half term" in c for c in context), context
assert any("we'll do a thurs session in half term after all, the 23rd" in c for c in context), context
reply = answer(question, context, mock="Yes - Marek's put on a half-term session this Thursday, the 23rd, 6-8pm at "
                                       "the leisure centre. Open to all ages, £5, bring a drink.")
finish(question, expected="no - there are no sessions over half term", actual=reply)
