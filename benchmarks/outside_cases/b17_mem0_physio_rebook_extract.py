"""Batch 17 (held out). A small physiotherapy clinic's treatment notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: after each session the physio (Hannah, at Bridge Street Physio) types a quick note about the patient and the
app stores it with ``memory.add(messages, user_id="pt-okafor", metadata={"date": ...})``; mem0's LLM extracts the
facts. Reception later asks the assistant, which searches the patient's memories and answers with litellm.

Planted fault (ExtractionError, omitted at extraction): the note of Wed 10/6/26 reads "Mr Okafor wk 6 post ACL
recon (R). Quads 4/5, flex 0-125, still a bit of lag on SLR. Progressed to single-leg press 3x10 @ 40kg. Can't do
his usual Mon so rebooked for next Weds 2.15 w/ Sian (I'm on leave). Bupa auth ok up to 10 sessions." mem0's
extraction of that add keeps the progress and the Bupa authorisation and drops the rebooking. Question (Fri 12
June): "When's Mr Okafor's next appointment?" -> expected "Wednesday 17 June 2026 at 2.15 pm, with Sian" ("next
Weds" said on Wed 10 June). The assistant only knows his usual Monday slot and says Monday 15 June.

Expected verdict: ExtractionError at mem0.extract inside the 10 June add (fault() wraps that one add). Asserted: the
note holds "2.15"; no stored memory and nothing in the context mentions the rebooking. Another reading: none that we
see; the search returns every memory of the patient.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b17_mem0_physio_rebook_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

PATIENT = "pt-okafor"
NOTES = [
    ("turn-1 note Mon 18 May", "2026-05-18",
     "Mr Okafor (Daniel) - 3/52 post R ACL recon (hamstring graft), 1st visit here. Regular slot Mondays 9.30 w/ me. "
     "Swelling mod, flex 0-95. HEP: quad sets, heel slides, SLR 3x10. Bupa pre-auth 6 sessions for now."),
    ("turn-2 note Wed 10 June", "2026-06-10",
     "Mr Okafor wk 6 post ACL recon (R). Quads 4/5, flex 0-125, still a bit of lag on SLR. Progressed to single-leg "
     "press 3x10 @ 40kg. Can't do his usual Mon so rebooked for next Weds 2.15 w/ Sian (I'm on leave). Bupa auth ok "
     "up to 10 sessions."),
    ("turn-3 note Thu 11 June", "2026-06-11",
     "Rang Mr O re invoice - Bupa excess GBP 100 still to pay, he'll do it by card at the next visit."),
]
EXTRACTED = {
    "1st visit here": ["Daniel Okafor is 3 weeks after right ACL reconstruction with a hamstring graft",
                       "Daniel Okafor's regular slot is Mondays at 9.30 with Hannah",
                       "Bupa pre-authorised 6 sessions for Daniel Okafor"],
    # the planted fault: "rebooked for next Weds 2.15 w/ Sian" is not extracted
    "Quads 4/5": ["At week 6 Daniel Okafor's quads are 4/5 and knee flexion is 0-125",
                  "Daniel Okafor progressed to single-leg press 3x10 at 40kg",
                  "Bupa authorised up to 10 sessions for Daniel Okafor"],
    "Bupa excess": ["Daniel Okafor still owes the GBP 100 Bupa excess and will pay by card at his next visit"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="physio"))
    for name, day, note in NOTES:
        with turn_span(name):
            msgs = [{"role": "user", "content": note}]
            if "2.15" in note:
                with fault():
                    memory.add(msgs, user_id=PATIENT, metadata={"date": day})
            else:
                memory.add(msgs, user_id=PATIENT, metadata={"date": day})
    question = "When's Mr Okafor's next appointment?"
    with turn_span("turn-4 reception question Fri 12 June"):
        hits = memory.search(question, top_k=10, filters={"user_id": PATIENT})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": PATIENT})["results"]]
        assert any("Mondays at 9.30" in c for c in context), context
        assert not any("2.15" in s or "Sian" in s or "Wednesday" in s or "rebook" in s.lower()
                       for s in stored + context), stored
        reply = answer(question, context, mock="His next one should be his regular Monday slot - Monday 15 June at "
                                               "9.30 with Hannah.")
finish(question, expected="Wednesday 17 June at 2.15 pm, with Sian", actual=reply)
