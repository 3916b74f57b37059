"""Batch 213 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, two volunteers
filing notes from their own threads, then the question's query.

App: the Shroppie Canal Society's June work party is on Sat 5th June 2049 at lock 13 on the Audlem flight - clearing
the bywash, painting the balance beams, getting at the cill once CRT have drained the pound; pasties from Wrights
delivered to the lock. Gary (work party leader) and Sheila (lunches) file notes into one chroma collection from
their own phones (two threads); the helper answers from the 5 nearest notes.

Memory: Gary 2049-05-18T20:00 - work party sat 5th june, lock 13, 9 till 1, meet at the wharf 8.45, hi-vis and
gloves provided; Gary - the tools; Sheila - pasties from Wrights delivered to the lock at 1, £3.50 each; Gary Thu
3/6 - CRT won't have the pound drained till gone 11 now, so they'll not get at the cill till after dinner, they'll
carry on till 4, tell the pasty man 12.30 instead; Sheila - done, pasties 12.30 now, flask on the boat all day.
Question (Fri 4/6, Kirsty, a new volunteer): "how long will we be at it sat? got to sort the kids out" The
assistant says 9 till 4, about 7 hours (pasties at 12.30). The label says 4 hours, 9 till 1.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b213_ctl_chroma_canal_how_long_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gary": [
        ("plan", "2049-05-18T20:00 WORK PARTY ⚒️ sat 5th june, Audlem lock 13 - bywash + painting the balance beams. "
                 "9 till 1, meet at the wharf 8.45, hi-vis + gloves provided, bring wellies"),
        ("tools", "tools - brush cutter, 2 rakes, the grappling hook (there's always a trolley), paint's in the "
                  "container, Dave's got the key"),
        ("plan", "Thu 3/6 Gary - CRT won't have the pound drained till gone 11 now 🙄 so we'll not get at the cill "
                 "till after dinner - we'll carry on till 4. tell the pasty man 12.30 instead pls Sheila"),
    ],
    "sheila": [
        ("lunch", "lunch - pasties from Wrights delivered to the lock at 1, £3.50 each, veggie ones too, tell me by "
                  "weds"),
        ("lunch", "done Gary, pasties 12.30 now 👍 flask of tea on the boat all day, cake if Jean's baked"),
    ],
}
TOP_K = 5

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("shroppie-canal-workparty-june-2049",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, (topic, text) in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"topic": topic, "by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long will we be at it sat? got to sort the kids out"
with turn_span("question Fri 4/6"):
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Fri 4 June 2049. You are talking to Kirsty, a new volunteer on the canal society's work party "
               "(Sat 5 June, Audlem lock 13)."] + hits
    assert any("9 till 1, meet at the wharf 8.45" in c for c in context), context
    assert any("we'll carry on till 4" in c for c in context), context
    assert any("pasties 12.30 now" in c for c in context), context
    reply = answer(question, context, mock="About 7 hours - 9 till 4. CRT won't have the pound drained till after 11, "
                                           "so Gary's carrying on till 4 (pasties at 12.30).")
finish(question, expected="4 hours, 9 till 1", actual=reply)
