"""Batch 151 (held out), control. A parish magazine's editor and round organiser both post notes: chromadb collection,
two writers in threads (Barbara the editor and Ruth the round organiser add their notes at the same time).

App: St Chad's parish magazine (The Link). Barbara's and Ruth's notes go into one chroma collection; the helper
answers the deliverers with ``query`` and a litellm answer call.

No fault is planted. Memory: Barbara, 2037-11-16T10:05, the Dec/Jan issue goes to the printers on the 20th and will
be out Sun 29th Nov as normal (the last Sunday); Ruth, Fri 27/11, Pennine Print rang - their van's conked out on the
M62 and the mags won't be here till Weds, so bundles out Weds 2nd Dec, still want them through doors by the weekend
for the carol service. Question (Sat 28/11, Dot, a deliverer): "which day can I get my bundle? want to do my round
before my daughter comes" -> the model answers Weds 2nd Dec, which is right per memory. The label says Sunday 29th
November: Barbara's date, from before the printers' van broke down (said as "van's conked out on the M62", no
keyword).

Expected verdict: AnnotationError (the label is wrong; no operation is at fault). Asserted: both notes are stored and
in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b151_ctl_chroma_magazine_bundles_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "barbara": [
        ("2037-11-16T10:05", "Barbara - dec/jan double issue off to Pennine Print on the 20th, out sun 29th nov as "
                             "normal (last sun). 12 pages, the carol service times are on the back"),
        ("Tue 17/11", "Barbara - 2 new adverts, the chippy + a dog groomer, £15 each, Alan to collect"),
    ],
    "ruth": [
        ("14/3", "Ruth - 9 of us delivering now, 310 copies. if ur away find a swap + tell me"),
        ("Fri 27/11", "Ruth - Pennine Print rang, their van's conked out on the M62 + the mags won't be here till "
                      "weds, so bundles out weds 2nd dec at mine. still want them thru doors by the wkend for the "
                      "carol service pls"),
        ("Fri 27/11", "Ruth - Dot, Kath's doing the farms this time so just the new estate for you"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-chads-link-notes", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (when, text) in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who, "when": when}])


threads = [threading.Thread(target=writer, args=(who,), name=f"writer-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day can I get my bundle? want to do my round before my daughter comes"
hits = notes.query(query_texts=[question + " dec mags out printers"], n_results=5)["documents"][0]
context = ["Today is Sat 28 November 2037. You are talking to Dot, who delivers St Chad's parish magazine on the new "
           "estate."] + hits
assert len(notes.get()["documents"]) == 5
assert any("out sun 29th nov as normal" in c for c in context), context
assert any("van's conked out on the M62" in c and "weds 2nd dec" in c for c in context), context
reply = answer(question, context, mock="Wednesday 2nd December - the printers' van broke down, so the bundles won't be "
                                       "out till then. They still want doing by the weekend.")
finish(question, expected="Sunday 29th November", actual=reply)
