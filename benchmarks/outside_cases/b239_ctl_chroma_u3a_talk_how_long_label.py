"""Batch 239 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the convenor and the speaker secretary each file their own notes), then the question's query.

App: Elland U3A's local history group meet on the first Thursday of the month in the Methodist hall for a talk, with
tea and biscuits, and go on a couple of trips a year. Alan (the convenor) and Margaret (who books the speakers) file
notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Margaret, 2051-01-10T14:00 - February's talk is Dr Sugden on the Rochdale canal, Thurs 2nd Feb, about an hour
with questions, 2 till 3, £2 on the door for the tea; Alan, 18/1 - the canal museum trip in the spring, names to
him; Margaret, Mon 23rd Jan - she's spoken to Dr Sugden, he's got far too much for an hour, so he's doing it in two
halves, 45 minutes each with the tea break in between, and they've got the hall 2 till 4 now, the caretaker knows;
Alan, 26/1 - the projector's fixed. Question (Tue 31/1, Barbara): "how long's thursday's talk? I'm on the 3.40 bus
home" The assistant says about two hours - 2 till 4, two 45-minute halves with tea in between - so she'd miss the
second half on the 3.40. The label says an hour, 2 till 3.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b239_ctl_chroma_u3a_talk_how_long_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "margaret": [
        "2051-01-10T14:00 FEB TALK 📜 Dr Sugden on the Rochdale canal, thurs 2nd feb in the Methodist hall. about an "
        "hour with questions, 2 till 3, £2 on the door for the tea",
        "Mon 23rd Jan - spoke to Dr Sugden, he's got far too much for an hour (he sent me his slides, 94!!) so he's "
        "doing it in 2 halves, 45 mins each w/ the tea break in between. we've got the hall 2 till 4 now, caretaker "
        "knows",
    ],
    "alan": [
        "18/1 canal museum trip in the spring, Ellesmere Port, coach if we get 25 names. names to me",
        "26/1 projector's fixed at last, Ted's nephew did it, it was the lead all along 🙄",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("elland-u3a-history-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's thursday's talk? I'm on the 3.40 bus home"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 31 January 2051. You are talking to Barbara, a member of Elland U3A's local history group."] \
    + hits
assert any("about an hour with questions, 2 till 3" in c for c in context), context
assert any("45 mins each w/ the tea break in between" in c and "hall 2 till 4 now" in c for c in context), context
reply = answer(question, context, mock="About two hours - 2 till 4. Dr Sugden's doing it in two 45-minute halves with "
                                       "the tea break in between, so on the 3.40 you'd miss the end of the second "
                                       "half.")
finish(question, expected="an hour, 2 till 3", actual=reply)
