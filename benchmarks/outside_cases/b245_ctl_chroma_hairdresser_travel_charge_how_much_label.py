"""Batch 245 (held out), CONTROL: nothing planted; the label is wrong - it is the value of the neighbouring item in
a one-line list. chromadb collection, two writers in threads (the hairdresser and her sister, who does nails out
of the same van, each file their own notes), then the question's query.

App: "Snip & Polish" is a mobile hairdresser and nail van round Elland and Halifax - Tracey does the hair, her
sister Lisa does nails. Both file notes into one chroma collection; the helper answers clients' texts from the 4
nearest.

Memory: Tracey, 2047-06-02T09:00 - summer prices on one line, cut & finish £24, cut & blow dry £28, restyle £34,
and travel on one line: Elland free, Greetland £3, Halifax £5, Huddersfield side £8; Tracey, Sat 3rd (Aug) - Mrs
Shaw, cut & blow dry every 6 wks on a Friday morning, she's moved from Greetland over to Savile Park since May, so
she's Halifax for travel now, keeps forgetting; Lisa, the 14th (June) - nails on one line, gels £22, gel off + new
set £28, toes £18; Lisa, Mon 5/8 - the van's in for tyres Fri 9th, so the Friday round's on Thurs 8th that week.
Question (Weds 7/8, a text from Mrs Shaw): "how much is the travel for me now love? same as usual, cut + blow dry,
thurs" The assistant says £5 - she's Halifax now she's in Savile Park (so £33 with the cut & blow dry). The label
says £3 - the Greetland charge, the item next to Halifax in the travel list, and where she used to live.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b245_ctl_chroma_hairdresser_travel_charge_how_much_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "tracey": [
        "2047-06-02T09:00 summer prices ✂️ cut & finish £24, cut & blow dry £28, restyle £34, colours from £45. "
        "travel: Elland free, Greetland £3, Halifax £5, Huddersfield side £8",
        "Sat 3rd - Mrs Shaw, cut & blow dry every 6 wks fri am. she's moved from Greetland over to Savile Park since "
        "may so she's Halifax for travel now, keeps forgetting bless her 😂",
    ],
    "lisa": [
        "the 14th - nails 💅 gels £22, gel off + new set £28, toes £18. Thurs pm's are nails only",
        "Mon 5/8 van's in for tyres fri 9th so the fri round's on thurs 8th that wk, I've texted everyone",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("snip-and-polish-2047", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is the travel for me now love? same as usual, cut + blow dry, thurs"
hits = notes.query(query_texts=[f"(Mrs Shaw) {question}"], n_results=4)["documents"][0]
context = ["Today is Weds 7 August 2047. You are talking to Mrs Shaw, a regular client of Snip & Polish."] + hits
assert any("Greetland £3, Halifax £5" in c for c in context), context
assert any("so she's Halifax for travel now" in c for c in context), context
reply = answer(f"(Mrs Shaw) {question}", context,
               mock="£5 for the travel now you're in Savile Park - that's the Halifax rate - so £33 altogether with "
                    "your cut & blow dry on Thursday.")
finish(question, expected="£3", actual=reply)
