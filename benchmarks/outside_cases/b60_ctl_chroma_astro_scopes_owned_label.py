"""Batch 60 (held out), control. An astronomy society's equipment notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: the Mendip Astronomical Society keeps its equipment and meeting notes in one collection with metadata
``{"kind"}`` (kit, loan, meeting) and the committee ask the assistant. The society owns three telescopes: the
10-inch Dobsonian, the 8-inch SCT on the EQ6 and a little 70mm refractor for beginners. At open nights four go out,
because Malcolm brings his own 4-inch refractor from home.

No fault planted. Question (Sat 20/11, the treasurer doing the insurance form): "how many telescopes does the
society own?" The model answers three, right per memory. The label says four, the open night count. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b60_ctl_chroma_astro_scopes_owned_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("kit", "society kit list (agm 2026): 10in Dob (donated by the Prices 2019), 8in SCT + EQ6 mount (bought 2022, "
            "£1,400 w the lottery grant), 70mm refractor for beginners/loans, 2 pr 10x50 binos, the solar filter"),
    ("meeting", "open night Priddy 30/10 - 4 scopes out: the Dob, the SCT, the 70mm + Malcolm's 4in refractor that "
                "he brings from home, about 60 came, Saturn was lovely"),
    ("loan", "70mm back from Gary's grandson 14/11, needs the finder realigning"),
    ("meeting", "Nov meeting - Priya's exoplanet talk, 38 there, £51 visitors + raffle"),
    ("kit", "EQ6 handset cable is going, £35 from FLO, Malcolm's ordered it"),
    ("loan", "the Dob's out to St John's school w Gary till Jan"),
    ("kit", "insurance renewal 1 Dec, the form wants a list of society-owned scopes + values"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mendip-astro", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how many telescopes does the society own?"
hits = notes.query(query_texts=["society kit list telescopes scopes owned Dob SCT refractor"],
                   n_results=5)["documents"][0]
context = ["Today is Sat 20 Nov 2027."] + hits
assert any("society kit list" in c for c in context), context
assert any("4 scopes out" in c for c in context), context
reply = answer(question, context, mock="Three - the 10-inch Dob, the 8-inch SCT and the 70mm refractor. Malcolm's "
                                       "4-inch is his own.")
finish(question, expected="four telescopes", actual=reply)
