"""Batch 161 (held out). A bowls club secretary's chat before the AGM: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Frank is secretary of Ashgrove Bowls Club, whose AGM is Weds 16th Nov 2039, 7.30 in the clubhouse (the accounts,
subs, a motion to open the green on Sunday afternoons, officers, a buffet). He chats with the club's helper in the
run-up; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Frank says the postal votes on the Sunday opening
motion are coming in - 9 so far, Eric's keeping them sealed in the safe till the night - with, in passing, that the
notice of the AGM went on the board 19/10. Turn 2 is the agenda (subs up £5 to £95), turn 3 the buffet (Jean's
sausage rolls, the Legion's urn), turn 4 three more postal votes through the door today, in the safe, and turn 5 the
officers (Ken standing down as captain after 6 yrs, Alan proposed). By turn 6 the trim drops turn 1; turns 2 to 5
stay. Question (turn 6, Thu 10/11): "how many postal votes have we had on the sunday motion? want it for my notes for
the night" -> expected 12 (9 in by 19/10-ish, then 3 more). The assistant says 3.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
first 9 postal votes was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (no "9 so far"); the agenda, buffet,
3-more and officers turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b161_langchain_bowlsagm_postalvotes_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many postal votes have we had on the sunday motion? want it for my notes for the night"
TURNS = [
    ("notice of AGM went on the board 19/10 + in the newsletter. postal votes on the sunday opening motion coming in "
     "- 9 so far, Eric's keeping them sealed in the safe till the night",
     "Noted: 9 postal votes on the Sunday opening motion so far, sealed in the safe with Eric."),
    ("agenda: apologies, minutes of last yr, treasurer's report (Pauline), subs - proposal to go up £5 to £95, sunday "
     "opening motion, election of officers, AOB. Pauline wants 10 mins for the accounts",
     "Agenda noted; subs proposal £90 to £95; 10 minutes for Pauline's accounts."),
    ("buffet - Jean's doing sausage rolls + sandwiches, Mavis a trifle, the Legion are lending us their urn. remind "
     "me paper plates",
     "Buffet: Jean's sausage rolls and sandwiches, Mavis's trifle, the Legion's urn. Reminder: paper plates."),
    ("3 postal votes thru the door today, all in brown envelopes, put them in the safe",
     "Three postal votes received today and put in the safe."),
    ("officers - Ken's standing down as captain after 6 yrs (he'll still play), Alan's been proposed + seconded. no "
     "one else yet, nominations close fri",
     "Ken standing down as captain; Alan proposed and seconded; nominations close Friday."),
    (QUESTION,
     "3 so far - they came through the door in brown envelopes and are in the safe."),
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
            assert not any("9 so far" in str(m.content) or "9 postal votes" in str(m.content) for m in window), window
            assert any("subs - proposal to go up £5" in str(m.content) for m in window), window
            assert any("Jean's doing sausage rolls" in str(m.content) for m in window), window
            assert any("3 postal votes thru the door today" in str(m.content) for m in window), window
            assert any("Ken's standing down as captain" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("9 so far, Eric's keeping them sealed" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Frank's chat - secretary of Ashgrove Bowls Club; the AGM is Weds 16 Nov "
                                            "2039, 7.30 in the clubhouse; today Thu 10 November 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="12 - 9 had come in by the time the notice went up, then 3 more through the door",
       actual=reply)
