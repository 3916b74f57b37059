"""Batch 283 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Dave, who drives, and the other parents' messages each filed by their own thread), then the question's query.

App: Dave drives the Thursday school run to Heptonstall primary in his seven-seater; the other parents post in the
group chat who needs a lift. The helper files Dave's notes and the parents' messages into one chroma collection and
answers from the 5 nearest.

Memory: Dave, 2050-09-04T07:40 - thursdays this term: Zain, Lily and Ruby, 3 in the back, 3rd row folded for the
dog crate; Alfie's mum (Jo), 12/10 - her new shifts mean Alfie needs Thursdays too from after half term, is that
ok? Dave: no probs; Lily's mum (Sophie), 15.10. - Sam starts reception after half term so that's both of hers on
Thursdays, booster's in the garage; Ruby's dad, 16/10 - Ruby's at the dentist Thurs 20th (before half term), don't
wait. Question (Sun 30/10, Dave): "how many have I got on thurs after half term? need to know whether to put the
back seats up" The assistant says 5 (Zain, Lily, Ruby, Alfie and Sam) - put the third row up. The label says 3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b283_ctl_chroma_carshare_thursday_kids_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dave": [
        "2050-09-04T07:40 thursdays this term 🚙 Zain, Lily + Ruby, 3 in the back, 3rd row folded down for the dog "
        "crate. leaving the chapel 8.20",
        "Mon 17/10 - car's booked in for tyres fri, thurs run not affected",
    ],
    "parents": [
        "12/10 Jo (Alfie's mum) - my new shifts mean Alfie needs thursdays too from after half term, is that ok? 🙏 "
        "Dave: no probs, he can go in the 3rd row",
        "15.10. Sophie - Sam starts reception after half term!! so that's both of mine on thursdays, booster's in the "
        "garage, I'll drop it round",
        "16/10 Ruby's dad - Ruby's at the dentist thurs 20th so don't wait for her that day",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("heptonstall-thursday-run-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 5

question = "how many have I got on thurs after half term? need to know whether to put the back seats up"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Sun 30 October 2050. You are talking to Dave, who drives the Thursday school run to Heptonstall "
           "primary."] + hits
assert any("Zain, Lily + Ruby, 3 in the back" in c for c in context), context
assert any("Alfie needs thursdays too from after half term" in c for c in context), context
assert any("Sam starts reception after half term" in c for c in context), context
reply = answer(question, context, mock="5 - Zain, Lily, Ruby, plus Alfie and Sam from after half term, so you'll "
                                       "need the third row up.")
finish(question, expected="3", actual=reply)
