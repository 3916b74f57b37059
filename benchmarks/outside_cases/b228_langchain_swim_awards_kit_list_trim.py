"""Batch 228 (held out). A swimming club's awards night: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Brighouse Barracudas ASC hold their awards night on Fri 19th November 2049, 7pm in the Kingfisher suite at the
sports centre - medals and trophies for the year, pie and peas, speeches from the chair and the head coach, a raffle.
Jan (the club secretary, who's running it) chats with the club's helper while she sorts it; each turn the chat is
trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the night - swimmers to wear their club hoodies for
the team photo and bring their gala medals. Turn 2 is the food. In turn 3, about the speeches, Jan adds in passing
that Gemma (head coach) says no hoodies for the photo, the new team t-shirts have come so it's them, and the kids are
to bring their log books so she can sign off the 100 club. Turn 4 is last year's reminder text for the helper to
tidy (it still says "club hoodies pls + bring ur medals"), turn 5 the raffle, turn 6 the ticket count. By turn 7 the
trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Tue 16/11): "what do the kids need to bring fri?
want to get it sorted tonight" -> expected the new team t-shirt (for the photo, not the hoodie), their gala medals
and their log books. The assistant says their club hoodie and their medals.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the list was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on the
t-shirts, the log books or the 100 club); last year's reminder, the raffle and the tickets are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b228_langchain_swim_awards_kit_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the kids need to bring fri? want to get it sorted tonight"
TURNS = [
    ("AWARDS NIGHT 🏅 fri 19th nov, 7pm, Kingfisher suite at the sports centre. swimmers in club hoodies for the team "
     "photo + bring their gala medals. can u help me keep track",
     "Of course - awards night Fri 19 November, 7pm in the Kingfisher suite; swimmers in club hoodies for the team "
     "photo and bringing their gala medals."),
    ("food - pie + peas off Dobson's, £6 adults £4 kids, veggie pie if u order by 12th. bar's open",
     "Food: pie and peas from Dobson's, £6 adults, £4 children, veggie pies if ordered by the 12th; the bar's open."),
    ("speeches - chair 5 mins, Gemma 10 tops, then the trophies. oh + Gemma says no hoodies for the photo, the new "
     "team t-shirts have come so it's them 👕 + kids to bring their log books so she can sign off the 100 club",
     "Speeches: chair 5 minutes, Gemma 10, then the trophies. Noted - new team t-shirts for the photo instead of "
     "hoodies, and log books so Gemma can sign off the 100 club."),
    ("can u tidy last yr's reminder txt - 'awards night fri!! 7pm Kingfisher suite. kids in club hoodies pls + bring "
     "ur medals 🏅 pie + peas, raffle, see u there'",
     "'Awards night this Friday, 7pm in the Kingfisher suite. Swimmers: club hoodies please, and bring your medals. "
     "Pie and peas and a raffle - see you there!'"),
    ("raffle - signed Leeds Rhinos shirt, a Bettys hamper, 2 months free swim off the council, £1 a strip",
     "Raffle prizes: a signed Leeds Rhinos shirt, a Bettys hamper and two months' free swimming; £1 a strip."),
    ("tickets - 96 sold, suite holds 120. 31 swimmers getting something",
     "96 tickets sold out of 120; 31 swimmers are getting an award."),
    (QUESTION,
     "Their club hoodie for the team photo and their gala medals - that's it."),
]
WINDOW = 7
GONE = ("t-shirt", "log book", "100 club")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("kids in club hoodies pls + bring ur medals" in str(m.content) for m in window), window
            assert any("a Bettys hamper" in str(m.content) for m in window), window
            assert any("96 sold, suite holds 120" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the new team t-shirts have come so it's them" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jan's chat - she's the secretary of Brighouse Barracudas ASC and is "
                                            "running the awards night; today Tue 16 November 2049, the awards night "
                                            "is Fri 19 November)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the new team t-shirt for the photo (not the hoodie), their gala medals and their log books "
                          "(so Gemma can sign off the 100 club)", actual=reply)
