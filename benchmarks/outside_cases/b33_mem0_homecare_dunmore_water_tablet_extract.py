"""Batch 33 (held out). A home-care agency's office notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Brookside Home Care in Kidderminster sends carers out to about forty clients (morning, lunch, tea and bed
calls). Lorraine in the office types notes about clients, carers and medication times to an assistant; each goes
in with ``memory.add(messages, user_id="brookside-office", metadata={"date": ...})`` and mem0's LLM pulls out the
facts. Fourteen notes, late May-June 2025; several are about other clients' tablets and other calls.

Planted fault (ExtractionError, omitted at extraction): on 9/6 Lorraine writes up a call from Mrs Dunmore's
daughter: "Karen (Mrs Dunmore's dtr) rang - Dr Shah's moved the water tablet (furosemide 40) to 4pm, was going w
her tea call at 5.30 but she's up half the night for the loo poor love. Tea call can stay 5.30 for food, lunch girl
to prompt the tablet on her way out at 4?? ring Karen back re that. ALSO Karen away w/c 16th, spare key w Bev at
no.12". The extraction keeps Karen's week away and the spare key, and drops the tablet time. Question (Wed
11/6/25): "what time's Mrs D's water tablet now? new girl starting on her calls tmrw" -> expected 4 in the
afternoon. The assistant has only the care plan (furosemide with the 5.30 tea call) and says half five.

Expected verdict: ExtractionError at mem0.extract inside the 9/6 add (fault() wraps that one add). Asserted: the
note says 4pm; no stored memory and nothing in the context holds 4pm or Dr Shah, while the key fact from the same
note and the care plan's 5.30 are in the context. Another reading: none that we see; the search returns every
memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b33_mem0_homecare_dunmore_water_tablet_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brookside-office"
KAREN_NOTE = ("Karen (Mrs Dunmore's dtr) rang - Dr Shah's moved the water tablet (furosemide 40) to 4pm, was going "
              "w her tea call at 5.30 but she's up half the night for the loo poor love. Tea call can stay 5.30 for "
              "food, lunch girl to prompt the tablet on her way out at 4?? ring Karen back re that. ALSO Karen away "
              "w/c 16th, spare key w Bev at no.12")
NOTES = [
    ("2025-05-26", "Mrs Dunmore, 7 Habberley Rd - care plan: 4 calls. am 8-8.30 (wash, dress, bfast, ramipril + "
                   "aspirin), lunch 12.30, tea 5.30 (furosemide 40mg w tea), bed 8.30. Key safe 1946",
     ["Mrs Dunmore (7 Habberley Rd) has four calls a day: morning 8-8.30, lunch 12.30, tea 5.30 and bed 8.30",
      "Mrs Dunmore takes ramipril and aspirin at her morning call",
      "Mrs Dunmore takes furosemide 40mg with her tea call at 5.30",
      "Mrs Dunmore's key safe code is 1946"]),
    ("2025-05-27", "Mr Okafor (Bewdley Rd) Tues + Thurs mornings only, Dawn his regular. Metformin w bfast",
     ["Mr Okafor on Bewdley Rd has Tuesday and Thursday morning calls", "Dawn is Mr Okafor's regular carer",
      "Mr Okafor takes metformin with breakfast"]),
    ("2025-05-28", "Rota - Dawn + Shelley mornings, Kasia lunches + teas Kidderminster side, Priya Stourport",
     ["Dawn and Shelley do the morning calls", "Kasia does lunch and tea calls on the Kidderminster side",
      "Priya covers Stourport"]),
    ("2025-05-30", "Mrs Hale (Franche) - eye drops 4x day, latanoprost at bed only!! not the am one, pharmacy mixed "
                   "them up last month",
     ["Mrs Hale in Franche has eye drops four times a day", "Mrs Hale's latanoprost drops are at the bed call only"]),
    ("2025-06-02", "Mrs D had a little fall in the kitchen Sat, no harm, Karen's ordered a perching stool",
     ["Mrs Dunmore had a minor fall in the kitchen on Saturday with no injury",
      "Karen has ordered a perching stool for Mrs Dunmore"]),
    ("2025-06-03", "mileage claims in by the 25th pls, 45p a mile, Jackie's moaning about the Stourport run again",
     ["Mileage claims are due by the 25th at 45p a mile"]),
    ("2025-06-04", "Mr Bishop - warfarin dose 3mg from tonight per the clinic yellow book, bed call",
     ["Mr Bishop takes warfarin 3mg at his bed call"]),
    ("2025-06-05", "New starter Chloe - shadowing Kasia Thurs + Fri, DBS back ok, takes over Mrs D's lunch + tea "
                   "calls from 12/6",
     ["Chloe is a new starter with a clear DBS, shadowing Kasia on Thursday and Friday",
      "Chloe takes over Mrs Dunmore's lunch and tea calls from 12 June"]),
    ("2025-06-06", "Mrs D's blister packs now from Boots Comberton Rd not Lloyds, delivered Fri",
     ["Mrs Dunmore's blister packs come from Boots on Comberton Road, delivered on Fridays"]),
    ("2025-06-09", KAREN_NOTE,
     # the planted fault: the new tablet time is not extracted
     ["Karen, Mrs Dunmore's daughter, is away the week commencing 16 June",
      "Bev at number 12 has the spare key to Mrs Dunmore's"]),
    ("2025-06-09", "CQC inspection poss next month, Jackie wants all MAR charts checked + signed by Fri",
     ["All MAR charts need checking and signing by Friday ahead of a possible CQC inspection"]),
    ("2025-06-10", "Shelley off sick Tues-Weds, Dawn picking up her 8am Franche calls",
     ["Shelley is off sick Tuesday and Wednesday", "Dawn is covering Shelley's 8am Franche calls"]),
    ("2025-06-10", "Mrs Hale's daughter says the eye drops are making her eyes sore, GP aware",
     ["Mrs Hale's eye drops are making her eyes sore; the GP is aware"]),
    ("2025-06-11", "Xmas party booked lol - the Swan, Fri 12 Dec, £28 a head",
     ["The Christmas party is at the Swan on Friday 12 December at GBP 28 a head"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brookside-office"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == KAREN_NOTE:
                assert "water tablet (furosemide 40) to 4pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's Mrs D's water tablet now? new girl starting on her calls tmrw"
    with turn_span("question Wed 11/6"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 11/6/25."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("furosemide 40mg with her tea call at 5.30" in c for c in context), context
        assert any("Bev at number 12 has the spare key" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("4pm", "4 pm", "16:00", "four o'clock", "dr shah", "loo", "moved")), stored
        reply = answer(question, context, mock="Half five - the furosemide 40mg goes with her tea call at 5.30. "
                                               "Chloe's taking over her lunch and tea calls from tomorrow.")
finish(question, expected="4 in the afternoon", actual=reply)
