"""Batch 167 (held out). A junior cricket coach's chat about the end of season BBQ: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Wexcombe Cricket Club's juniors (U9s to U15s) finish the season with a BBQ and awards on Sat 15th September 2040,
from 4 at the ground. Raj, who runs the junior section, chats with the club's helper in the fortnight before; each turn
the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1, after the committee meeting, he lists the awards -
player of the season, most improved, fielder of the year, and a new Spirit of Cricket award that Nadia's dad is
sponsoring - "don't tell the kids lol", and, in passing, that the U11s' fixtures sheet is on the clubhouse fridge.
Turn 2 is the food (burgers and bangers from Bridge Butchers, 6 veggie), turn 3 the weather (60% rain from 3, the
scouts' gazebos), turn 4 the trophies (player of the season and most improved at the engravers, ready Thurs, £38),
turn 5 the presentation (6 o'clock after the food, Mike the chairman). By turn 6 the trim drops turn 1; turns 2 to 5
stay.
Question (turn 6, Tue 11/9): "which awards are we giving out? doing the running order on a card for Mike" -> expected
player of the season, most improved, fielder of the year and the Spirit of Cricket award. The assistant names the two
at the engravers.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the awards
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's (nothing on the fielder of the year or Spirit of Cricket); the
food, weather, trophies and presentation turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b167_langchain_cricket_bbq_awards_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which awards are we giving out? doing the running order on a card for Mike"
TURNS = [
    ("committee's agreed the awards 🏏 player of the season, most improved, fielder of the yr + a new Spirit of "
     "Cricket one Nadia's dad is sponsoring. don't tell the kids lol. U11s fixtures sheet's on the clubhouse "
     "fridge btw",
     "Noted: player of the season, most improved, fielder of the year, and the new Spirit of Cricket award."),
    ("food for the 15th - burgers + bangers from Bridge Butchers, 6 veggie, Sue's doing salads + the rolls",
     "Food: burgers and sausages from Bridge Butchers, 6 veggie, Sue on salads and rolls."),
    ("forecast's iffy for sat, 60% rain from 3 😬 scouts lending us 2 gazebos, Dev's picking them up fri",
     "60% rain from 3 on Saturday; two scout gazebos, Dev collecting Friday."),
    ("trophies - player of the season + most improved are at the engravers on the high st, ready thurs, £38 the pair",
     "Trophies for player of the season and most improved at the engravers, ready Thursday, £38."),
    ("presentation at 6 after the food, Mike the chairman's doing the handing out, parents can take pics",
     "Presentation at 6 after the food; Mike presents."),
    (QUESTION,
     "Player of the season and most improved - the two trophies at the engravers."),
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
            assert not any("fielder" in str(m.content) or "Spirit of Cricket" in str(m.content) for m in window), \
                window
            assert any("food for the 15th" in str(m.content) for m in window), window
            assert any("forecast's iffy" in str(m.content) for m in window), window
            assert any("trophies - player of the season" in str(m.content) for m in window), window
            assert any("presentation at 6" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("fielder of the yr + a new Spirit of Cricket" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Raj's chat - he runs Wexcombe CC's junior section; end of season BBQ "
                                            "and awards Sat 15 September 2040; today Tue 11 September 2040)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="player of the season, most improved, fielder of the year and the new Spirit of Cricket "
                          "award", actual=reply)
