"""Batch 9 (held out). IT helpdesk asset tracker: chromadb + the app's own extractor (a litellm call), script style.

App: when a technician closes a hardware ticket, the app sends the ticket note to an extractor prompt (litellm) that
returns one line per asset fact ("<person>: <device>, asset <tag>, warranty to <date>"); each line is added to a
chroma collection ``assets``. Staff ask the helpdesk bot about their kit; it queries the collection and answers with
litellm. Every call is its own trace (no enclosing span).

Planted fault (ExtractionError, garbled): ticket HD-7730 says Marta Kowalczyk's failing ThinkPad T14 was swapped for
a new one tagged IT-4471 and the old unit, IT-3902, went for disposal. The extractor's line for that ticket keeps the
OLD tag as her current laptop ("Marta Kowalczyk: ThinkPad T14 laptop, asset IT-3902, warranty to 31/08/2027"); the
new tag never reaches memory. Question: "What's the asset tag on Marta's laptop now?" -> expected "IT-4471 (the
replacement T14)". The bot answers "IT-3902".

Expected verdict: ExtractionError at the extractor's litellm.completion for HD-7730 (inside fault()). Another reading:
the stored line is a wrong memory, so one could say the add wrote bad data, but the add stored exactly what the
extractor produced; the loss happened at extraction. Asserted: the ticket says IT-4471; no stored document and no
retrieved context does.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_chroma_helpdesk_extractor", ["chromadb", "litellm"])

import chromadb  # noqa: E402
import litellm  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EXTRACT = ("You maintain the IT asset register. From the ticket note, output one line per device a person now holds: "
           "'<person>: <device>, asset <tag>, warranty to <dd/mm/yyyy>'. Nothing else.")
TICKETS = [
    ("HD-7702", "Ticket HD-7702 closed 02/03/2026: issued Dev Patel a Dell U2723QE monitor, asset IT-4410, warranty "
                "to 15/01/2029. Cable and stand included.",
     "Dev Patel: Dell U2723QE monitor, asset IT-4410, warranty to 15/01/2029"),
    ("HD-7730", "Ticket HD-7730 closed 05/03/2026: Marta Kowalczyk's ThinkPad T14 had a swollen battery; swapped for a "
                "new ThinkPad T14 tagged IT-4471 (warranty to 31/08/2027). Old unit IT-3902 wiped and sent for "
                "disposal.",
     # the planted fault: the extractor keeps the old unit's tag as her current laptop
     "Marta Kowalczyk: ThinkPad T14 laptop, asset IT-3902, warranty to 31/08/2027"),
    ("HD-7741", "Ticket HD-7741 closed 09/03/2026: Marta Kowalczyk also got a Jabra Evolve2 65 headset, asset IT-4502, "
                "warranty to 09/03/2028.",
     "Marta Kowalczyk: Jabra Evolve2 65 headset, asset IT-4502, warranty to 09/03/2028"),
]

client = chromadb.EphemeralClient()
assets = client.get_or_create_collection("assets", embedding_function=offline.chroma_embedding_function())


def extract(note: str, scripted: str) -> list[str]:
    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=scripted,
                               messages=[{"role": "system", "content": EXTRACT}, {"role": "user", "content": note}])
    return [line.strip() for line in reply.choices[0].message.content.splitlines() if line.strip()]


for ticket, note, scripted in TICKETS:
    if ticket == "HD-7730":
        assert "IT-4471" in note
        with fault():
            lines = extract(note, scripted)
    else:
        lines = extract(note, scripted)
    assets.add(ids=[f"{ticket}-{i}" for i in range(len(lines))], documents=lines,
               metadatas=[{"ticket": ticket} for _ in lines])

question = "What's the asset tag on Marta's laptop now?"
hits = assets.query(query_texts=[question], n_results=3)
context = hits["documents"][0]
stored = assets.get()["documents"]
assert any("IT-3902" in c for c in context) and not any("IT-4471" in d for d in stored), (context, stored)
reply = answer(question, context, mock="Marta's laptop is asset IT-3902.")
finish(question, expected="IT-4471 (the replacement T14)", actual=reply)
