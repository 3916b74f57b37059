"""Batch 6: a sales CRM that turns call transcripts into deal notes (chromadb, an app-level extractor, threads).

App: after every sales call the transcript goes through the app's "call-notes extractor" (litellm.completion with
``mock_response``: the model returns a JSON list of short notes). Each note is deduplicated against the account's
existing notes (a chroma query; a near-identical note is skipped) and stored in the chroma collection ``crm_notes``
with the account, rep and call date as metadata. The Acme call is processed live right after it ends; the rest of
the day's backlog is processed by a nightly job in a ``ThreadPoolExecutor`` (``memtrace_otel.bind_context``). Later
an account executive asks the CRM assistant about Acme: chroma query filtered to the account, answer with litellm.
Script style (each call its own trace).

Fault: the extractor's output for the Acme call keeps the DPA/PO condition and the decision-call date but drops the
approved budget ($84,000 for year one), which Dana said in the same turn. Distractors: Globex approved $62,000,
Initech expects about $30k; a later Acme call is about SSO.
Question: "What budget did Acme approve for the analytics rollout?"  Expected: "$84,000 for year one".

Why ExtractionError @ litellm.completion (the extractor call of the Acme transcript): the transcript is the
extractor's prompt (it reads no memory), the budget is in it, and none of the notes the extractor returned, hence
none stored, carries it. The chroma writes only copy what the extractor returned, so the fact stopped at the
extraction. (The answer's chroma query did its job: every Acme note reached the answer.)
"""
from __future__ import annotations

import hashlib
import json
from concurrent.futures import ThreadPoolExecutor

from common import answer, fault, finish, setup

NAME = "b6_chroma_crm_call_extractor"
setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402
import litellm  # noqa: E402

import memtrace_otel  # noqa: E402
from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("crm_notes", embedding_function=offline.chroma_embedding_function(),
                                        metadata={"hnsw:space": "cosine"})

EXTRACTOR = ("You are a CRM assistant. Extract the key deal facts from this sales-call transcript as a JSON list "
             "of short, self-contained notes (budget, blockers, dates, next steps). Output only the JSON list.")

CALLS = [
    {"account": "Acme", "rep": "jonas", "date": "2025-02-11",
     "transcript": "Jonas: Thanks for making time, Dana. Where did finance land?\n"
                   "Dana (Acme procurement): Finance signed off this morning: the approved budget for the analytics "
                   "rollout is $84,000 for year one. Legal still needs your signed DPA before they can raise the PO, "
                   "and I'd like a decision call on 14 March.\nJonas: Great, I'll send the DPA today.",
     # the planted fault: the budget is not among the notes
     "notes": ["Acme legal needs our signed DPA before they can raise the PO.",
               "Acme wants a decision call on 14 March."]},
    {"account": "Globex", "rep": "mia", "date": "2025-02-11",
     "transcript": "Mia: How did the pilot review go?\nRaj (Globex IT): We approved $62,000 for the pilot, 40 seats, "
                   "starting in April.",
     "notes": ["Globex approved $62,000 for the pilot, 40 seats, starting in April."]},
    {"account": "Initech", "rep": "jonas", "date": "2025-02-11",
     "transcript": "Jonas: Any news on budget?\nPeter (Initech): Not approved yet. We expect around $30k in Q3 if "
                   "the reorg goes through.",
     "notes": ["Initech's budget is not approved yet; they expect around $30k in Q3 if the reorg goes through."]},
    {"account": "Acme", "rep": "jonas", "date": "2025-02-11",
     "transcript": "Jonas: Quick follow-up call with Acme security.\nLi (Acme security): Is SSO included? We need "
                   "SAML with Okta, and we'll run our security review next week.",
     "notes": ["Acme asked whether SSO is included; they need SAML with Okta.",
               "Acme runs its security review next week."]},
]


def extract(call: dict) -> list[str]:
    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0,
                               messages=[{"role": "system", "content": EXTRACTOR},
                                         {"role": "user", "content": call["transcript"]}],
                               mock_response=json.dumps(call["notes"]),
                               metadata={"memtrace_prompt_id": "call-notes-extractor"})
    return json.loads(reply.choices[0].message.content)


def store(call: dict, extracted: list[str]) -> None:
    for note in extracted:
        if notes.count():  # dedup: skip a note the account already has, near word for word
            near = notes.query(query_texts=[note], n_results=1, where={"account": call["account"]})
            if near["ids"][0] and near["distances"][0][0] < 0.05:
                continue
        note_id = f"{call['account'].lower()}-{call['date']}-{hashlib.sha1(note.encode()).hexdigest()[:8]}"
        notes.add(ids=[note_id],
                  documents=[note], metadatas=[{"account": call["account"], "rep": call["rep"],
                                                "date": call["date"]}])


def process(call: dict) -> None:
    store(call, extract(call))


# the Acme call, processed live when it ended
with fault():  # the planted fault: the extractor's notes leave out the approved budget
    acme_notes = extract(CALLS[0])
store(CALLS[0], acme_notes)
assert not any("84" in n for n in acme_notes), acme_notes

# the nightly job: the rest of the day's backlog, in worker threads
with ThreadPoolExecutor(max_workers=3) as pool:
    list(pool.map(memtrace_otel.bind_context(process), CALLS[1:]))

everything = notes.get()["documents"]
assert not any("84,000" in d for d in everything), everything  # the fault decided it: no note holds the budget

question = "What budget did Acme approve for the analytics rollout?"
found = notes.query(query_texts=[question], n_results=4, where={"account": "Acme"})
context = [f"[{m['date']}, {m['account']}] {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
assert len(context) == 4 and not any("84,000" in c for c in context), context
actual = answer(question, context,
                mock="The notes don't record an approved budget for Acme yet: legal first needs the signed DPA "
                     "before they raise the PO, and the decision call is on 14 March.")
finish(question, "$84,000 for year one", actual)
