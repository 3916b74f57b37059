"""Batch 10 (held out). Dental practice patient assistant: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: when the front desk or the patient types a note into the practice app (medical history update, visit summary),
it goes to ``memory.add(messages, user_id=<patient id>)`` and mem0's LLM extracts the facts. Before a visit the
patient (or the nurse) asks the assistant; it searches the patient's memories and answers with litellm.

Planted fault (ExtractionError, dropped): on 2 February 2026 the patient's medical-history update says "My GP has
put me on warfarin since the DVT in December - 3 mg a day - and I get palpitations with adrenaline, so the last
dentist used prilocaine with felypressin instead." mem0's extraction of that add keeps the warfarin but drops the
adrenaline reaction and the alternative anaesthetic. Question (before the 10 March extraction appointment): "Is there
anything about my numbing injection the dentist needs to know?" -> expected "Yes: avoid adrenaline in the local
anaesthetic (it gives her palpitations); prilocaine with felypressin worked last time". The assistant answers that
nothing about anaesthetic is on file, only the warfarin.

Expected verdict: ExtractionError at mem0.extract inside the 2 February add (fault() wraps that add). Asserted: the
note says it; no stored memory and no retrieved context mentions adrenaline or prilocaine. Another reading: none
that we see -- the note reached mem0 intact and nothing else removed a memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b10_mem0_dental_anaesthetic_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

PATIENT = "pt-00817-okafor"
NOTES = [
    ("turn-1 registration 12 January",
     "New patient registration 12 Jan 2026: Chidi Okafor, 46. Last check-up about 3 years ago at a practice in "
     "Leeds. Prefers morning appointments, works shifts."),
    ("turn-2 medical history update 2 February",
     "Medical history update 2 Feb 2026: My GP has put me on warfarin since the DVT in December - 3 mg a day - and "
     "I get palpitations with adrenaline, so the last dentist used prilocaine with felypressin instead."),
    ("turn-3 visit summary 16 February",
     "Visit 16 Feb 2026 with Dr Sahlberg: lower left 7 (LL7) cracked below the gum line, not restorable. "
     "Extraction booked for Tue 10 March 2026 at 8:40. INR check needed within 72 hours before."),
]
EXTRACTED = {
    "New patient registration": ["Chidi Okafor is 46 and a new patient since 12 January 2026",
                                 "Chidi's last dental check-up was about 3 years ago, in Leeds",
                                 "Chidi prefers morning appointments because of shift work"],
    # the planted fault: the adrenaline reaction and the anaesthetic that worked are not extracted
    "Medical history update": ["Chidi takes warfarin, 3 mg a day, since a DVT in December 2025"],
    "cracked below the gum line": ["Chidi's lower left 7 is cracked below the gum line and cannot be restored",
                                   "Chidi's extraction of the lower left 7 is on Tuesday 10 March 2026 at 8:40 "
                                   "with Dr Sahlberg",
                                   "Chidi needs an INR check within 72 hours before the extraction"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:  # the prompt also shows earlier messages: the note being extracted is the last one in it
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dental"))
    for name, note in NOTES:
        with turn_span(name):
            if "Medical history" in note:
                assert "palpitations with adrenaline" in note
                with fault():
                    memory.add([{"role": "user", "content": note}], user_id=PATIENT)
            else:
                memory.add([{"role": "user", "content": note}], user_id=PATIENT)
    question = "Is there anything about my numbing injection the dentist needs to know?"
    with turn_span("turn-4 patient question 9 March"):
        hits = memory.search(question, top_k=5, filters={"user_id": PATIENT})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": PATIENT})["results"]]
        assert any("warfarin" in s for s in stored), stored
        assert not any("adrenaline" in s.lower() or "prilocaine" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="I don't have anything on file about your local anaesthetic. I can "
                                               "see you take warfarin, so the dentist will want an INR check first.")
finish(question, expected="Yes: avoid adrenaline in the local anaesthetic (it gives her palpitations); prilocaine "
                          "with felypressin worked last time", actual=reply)
