"""Batch 313 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the farmer and his daughter each file their own notes), then the question's query.

App: Clough Foot Farm open a pumpkin patch from Sat 24th Sept to the end of October 2050 - pick your own priced by
size, tractor rides, a maize maze, and on Halloween weekend a lantern trail through the maize. Ian (the farmer) and
Rachel (his daughter, who does the bookings and the Facebook page) file notes into one chroma collection; the
helper answers the public's questions from the 4 nearest.

Memory: Ian, 2050-09-05T21:00 - the patch opens Sat 24th Sept, 10-4 every day, £3 a head entry including a mini
pumpkin, under 3s free; Ian, 12/10 - tractor rides £2 extra, Grandad's driving; Rachel, Tue 18th Oct - Halloween
weekend (29th/30th) they're doing the lantern trail through the maize and face painting, so it's £5 a head those
two days, under 3s still free, mini pumpkin still included; Rachel, Sat 22/10 - car park's the paddock by the road.
Question (Weds 26/10, a mum on Facebook): "how much is it to get in on halloween saturday? there's 4 of us, kids are
6 + 9" The assistant says £5 a head on the Halloween weekend (lantern trail and face painting), so £20 for the four
of them. The label says £3 a head.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b313_ctl_chroma_pumpkin_patch_halloween_entry_price_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ian": [
        "2050-09-05T21:00 PUMPKIN PATCH 🎃 opens sat 24th sept, 10-4 every day. £3 a head entry incl a mini pumpkin, "
        "under 3s free. pick ur own priced by size at the hut",
        "12/10 tractor rides £2 extra, Grandad's driving (he's made a pumpkin hat for it 🙈)",
    ],
    "rachel": [
        "Tue 18th Oct - halloween wknd (29th/30th) we're doing the lantern trail thru the maize + face painting so "
        "it's £5 a head those 2 days, under 3s still free, mini pumpkin still incl. open till 7 for the lanterns",
        "Sat 22/10 car park's the paddock by the road now, marshals in hi vis, NOT the yard pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clough-foot-pumpkins-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is it to get in on halloween saturday? there's 4 of us, kids are 6 + 9"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 26 October 2050. You are answering the public on Clough Foot Farm's Facebook page "
           "(pumpkin patch, lantern trail Halloween weekend)."] + hits
assert any("£3 a head entry incl a mini pumpkin" in c for c in context), context
assert any("it's £5 a head those 2 days" in c for c in context), context
reply = answer(question, context, mock="It's £5 a head on the Halloween weekend (the lantern trail and face "
                                       "painting are on), so £20 for the four of you - mini pumpkins included.")
finish(question, expected="£3 a head", actual=reply)
