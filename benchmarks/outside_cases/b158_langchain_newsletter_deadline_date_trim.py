"""Batch 158 (held out). A village newsletter editor's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Ann edits the Hepworth Herald, the village's monthly newsletter (16 pages, printed at Prontaprint in town,
delivered door to door by a dozen volunteers). Copy for an issue is normally due on the last Tuesday of the month
before. She chats with her newsletter helper in November 2037 about the December issue (articles, printing,
delivery); each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on that Prontaprint are shut for their
stocktake w/c 23rd, so December's copy has to be in by Tue 17th, not the 24th - and, in passing, that Gill's already
sent the Christmas lights switch-on piece. Turn 2 is the WI report (Carol, 300 words max), turn 3 the print run and
the colour cover, turn 4 delivery (Graham taking the new Meadow View houses) and turn 5 the chippy's advert. By turn 6
the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 10/11): "when's the copy deadline for dec? need to
chase the WI report + the football lot" -> expected Tue 17th November (Prontaprint's stocktake). The assistant says
Tue 24th, the last Tuesday as usual.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the early
deadline was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the WI report, print run and delivery turns
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b158_langchain_newsletter_deadline_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when's the copy deadline for dec? need to chase the WI report + the football lot"
TURNS = [
    ("Prontaprint rang - they're shut for their stocktake w/c 23rd so dec copy HAS to be in by tue 17th, not the 24th. "
     "(Gill's already sent the xmas lights switch on piece, she's a star)",
     "December copy deadline Tue 17 November (Prontaprint's stocktake w/c 23rd); Gill's switch-on piece is in."),
    ("Carol's doing the WI report again, told her 300 words max this time, last month's ran to 2 pages lol",
     "WI report from Carol, 300 words max."),
    ("print run 720 as usual, colour cover's £148 for dec, treasurer ok'd it. want the church carol service on the "
     "front",
     "Print run 720, colour cover £148 (approved); carol service on the front."),
    ("delivery - 12 rounds, Graham's taking the new Meadow View houses on his as well, so that's his 3rd yr running "
     "w the biggest round. bundles at mine by the 30th",
     "12 delivery rounds, Graham taking Meadow View too; bundles at yours by the 30th."),
    ("chippy want a quarter page for their xmas opening hours, £35, told them yes",
     "Quarter-page advert for the chippy's Christmas hours, £35."),
    (QUESTION,
     "Tuesday 24th November - copy's due on the last Tuesday of the month before, as usual."),
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
            assert not any("17th" in str(m.content) or "stocktake" in str(m.content) for m in window), window
            assert any("Carol's doing the WI report" in str(m.content) for m in window), window
            assert any("print run 720" in str(m.content) for m in window), window
            assert any("delivery - 12 rounds" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("in by tue 17th, not the 24th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ann's chat - editor of the Hepworth Herald, the village's monthly "
                                            "newsletter; copy is normally due on the last Tuesday of the month "
                                            "before; printed at Prontaprint; today Tue 10 November 2037)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tue 17th November - a week early, Prontaprint are shut for their stocktake w/c 23rd",
       actual=reply)
