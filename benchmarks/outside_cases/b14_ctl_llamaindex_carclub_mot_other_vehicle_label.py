"""Batch 14 (held out), CONTROL: no fault. Classic car club member's garage assistant: LlamaIndex ``Memory``
(short-term queue, budget large enough for the whole chat), one root span per turn.

App: a club member who keeps two cars chats with the club's garage-diary assistant; every message goes into a
LlamaIndex Memory and each turn the assistant answers with litellm over ``memory.get()``.

Memory: in one message the member gives both cars' dates: "Right, paperwork for both: the Spitfire (1974, PGR 512M)
MOT due 14/05/26, tax paid to end of Oct; the Moggy Minor (1962, 4471 WX) is historic so MOT-exempt but I still
take it in - Hendry's have it booked 02.09.26. Both insured with Footman James, renewal 1 Aug." Question: "When is
the Spitfire's MOT due?" The assistant answers "14 May 2026" -- right per memory.

The label is wrong: the annotator wrote "2 September 2026", the Morris Minor's voluntary test booked at Hendry's, in
the same message -- the date for the other car, not the Spitfire. Expected verdict: AnnotationError. No fault()
window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b14_ctl_llamaindex_carclub_mot_other_vehicle_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

memory = Memory.from_defaults(session_id="tynedale-classics-gary", token_limit=4000)
TURNS = [
    ("Right, paperwork for both: the Spitfire (1974, PGR 512M) MOT due 14/05/26, tax paid to end of Oct; the Moggy "
     "Minor (1962, 4471 WX) is historic so MOT-exempt but I still take it in - Hendry's have it booked 02.09.26. "
     "Both insured with Footman James, renewal 1 Aug.",
     "Noted both cars: Spitfire PGR 512M and Morris Minor 4471 WX, with their test dates and the Footman James "
     "renewal on 1 August."),
    ("Spitfire needs the overdrive solenoid looking at before the Kielder run in June, and the Minor's got a weep "
     "from the rear main seal. Both jobs with Hendry's?",
     "Noted: overdrive solenoid on the Spitfire before June's Kielder run, rear main seal weep on the Minor - I'll "
     "keep them on the Hendry's list."),
    ("When is the Spitfire's MOT due?",
     "The Spitfire's MOT is due on 14 May 2026."),
]

reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            assert any("MOT due 14/05/26" in c and "02.09.26" in c for c in lines), lines
        reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(TURNS[-1][0], expected="2 September 2026", actual=reply)
