"""Batch 324 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the nappy library's
notes, one root span per note and one for the question's query.

App: Kirklees Nappy Library hires out trial kits of reusable nappies in 2051 - a newborn kit and a birth-to-potty
kit, a monthly "nappy natter" at Huddersfield library with fitting help. Fran (the co-ordinator) files notes into one
chroma collection; the helper answers parents' questions from the 4 nearest.

Memory: Fran, 2051-04-02T19:45 - trial kits are £12 hire plus a £25 deposit, so £37 on the day, cash or card; Fran,
Thurs 13/4 - the £12 is what buys new stock and replaces the knackered wraps, so that stays with us, the deposit
comes back when the kit's back complete and washed; Fran, 27.4. - the nappy natter is Sat 6th May, 10-12; Fran, Tue
2nd May - returns in the box at the library desk, labelled, or at the natter. Question (Fri 26/5, Ellie, returning
her kit): "how much do I get back when I return the kit? it's all washed + counted" The assistant says £25 - the
deposit; the £12 hire stays with the library. The label says £37.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b324_ctl_chroma_nappy_library_deposit_back_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "2051-04-02T19:45 trial kits 🧷 newborn or birth to potty, £12 hire + £25 deposit so £37 on the day, cash or card "
    "(Sumup's in the kit box)",
    "Thurs 13/4 - ppl keep asking - the £12 is what buys new stock + replaces the knackered wraps so that stays w/ us, "
    "the deposit comes back when the kit's back complete + washed",
    "27.4. nappy natter sat 6th may, Huddersfield library 10-12, fitting help + cake 🍰",
    "Tue 2nd May - returns in the box at the library desk, labelled w/ ur name, or bring it to the natter",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kirklees-nappy-library-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": "Fran"}])

question = "how much do I get back when I return the kit? it's all washed + counted"
with turn_span("question Fri 26/5"):
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Fri 26 May 2051. You are talking to Ellie, who's returning a trial kit to Kirklees Nappy "
               "Library."] + hits
    assert any("£37 on the day" in c for c in context), context
    assert any("the £12 is what buys new stock" in c and "the deposit comes back" in c for c in context), context
    reply = answer(question, context, mock="£25 - that's your deposit back. The £12 hire stays with the library, it "
                                           "pays for new stock and replacing worn wraps.")
finish(question, expected="£37", actual=reply)
