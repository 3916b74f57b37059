"""Batch 71 (held out). A retired couple's cruise: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages, token_counter=len, start_on human), one root span per turn.

App: Maureen and Keith (both 70s, from Cheltenham) are on a 10-night Adriatic cruise from Venice (sailed Sat 6 Sept
2031). Maureen chats with an assistant on the ship's wifi; each turn the app trims the history to the last 10
messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "Keith's knee's gone again after all the steps in
Kotor so we went to the excursions desk + swapped the Dubrovnik walls walk for the panoramic coach one. That leaves
quarter past 9 from the pier, not half 8, and no steps thank god". Turn 3 copies the day's plan from the printed
excursion sheet left in the cabin before they swapped ("Dubrovnik thurs 11/9: city walls walk, meet 8.30 on the
pier, 3.5 hrs, sensible shoes"). By turn 6 the trim no longer keeps turn 1. Question (turn 6): "what time do we have
to be down at the pier tomorrow?" -> expected 9.15. The assistant says 8.30.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the printed sheet. Another reading: a response
fault is ruled out, as the message about the swap is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b71_langchain_cruise_dubrovnik_pier_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Keith's knee's gone again after all the steps in Kotor so we went to the excursions desk + swapped the Dubrovnik "
     "walls walk for the panoramic coach one. That leaves quarter past 9 from the pier, not half 8, and no steps "
     "thank god",
     "Noted: for Dubrovnik you're now on the panoramic coach tour, leaving the pier at 9.15 - no steps for Keith's "
     "knee."),
    ("our cabin steward is Ronaldo, lovely lad. is it ok to give him cash on top of the service charge? we've "
     "got euros",
     "Yes, a cash tip for Ronaldo on top of the daily service charge is fine and usually appreciated."),
    ("copying the sheet they left on the bed: Dubrovnik thurs 11/9 - city walls walk, meet 8.30 on the pier, 3.5 "
     "hrs, sensible shoes + water, tender NOT needed we dock at Gruz. all aboard 5.30pm",
     "Dubrovnik, Thu 11 Sept: city walls walk meeting 8.30 on the pier, about 3.5 hours, sensible shoes and water; "
     "you dock at Gruz; all aboard 5.30pm."),
    ("formal night tonight, Keith's found his bow tie but lost a cufflink. typical",
     "Guest services or the ship's shop may have spare cufflinks."),
    ("we've booked the Italian place for 7.45 tomorrow, the one on deck 5, €25 each cover charge",
     "Booked: the Italian restaurant on deck 5 tomorrow at 7.45pm, €25 each cover charge."),
    ("what time do we have to be down at the pier tomorrow?",
     "Half past eight on the pier for the city walls walk - wear sensible shoes and bring water."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("quarter past 9" in str(m.content) or "panoramic" in str(m.content) or "9.15" in
                           str(m.content) for m in window), window
            assert any("meet 8.30 on the pier" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("quarter past 9 from the pier" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maureen's cruise chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what time do we have to be down at the pier tomorrow?",
       expected="9.15 - they moved to the coach tour because of Keith's knee", actual=reply)
